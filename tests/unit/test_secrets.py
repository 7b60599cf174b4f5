"""Secret shapes memory must refuse (built at runtime), and ordinary values it must keep."""

from __future__ import annotations

import pytest

from opticlick_tui.secrets import secret_kind, value_secret_kind
from opticlick_tui.store.memory import MemoryRefused, MemoryStore
from tests.fault.canaries import ordinary_values, secret_shapes

SHAPES = secret_shapes()


def test_the_list_has_at_least_40_shapes():
    assert len(SHAPES) >= 40 and len({name for name, _ in SHAPES}) == len(SHAPES)


@pytest.mark.parametrize("name,value", SHAPES, ids=[n for n, _ in SHAPES])
def test_every_secret_shape_is_recognised(name, value):
    assert value_secret_kind(value), f"{name} not recognised"
    assert value_secret_kind(f"note: {value} (saved)"), f"{name} not recognised inside prose"


@pytest.mark.parametrize("value", ordinary_values())
def test_ordinary_values_are_not_secrets(value):
    assert secret_kind("example.com/note", value) is None


def test_memory_refuses_every_shape_and_keeps_ordinary_values(tmp_path):
    memory = MemoryStore(tmp_path)
    refused = 0
    for i, (_name, value) in enumerate(SHAPES):
        with pytest.raises(MemoryRefused):
            memory.upsert(f"example.com/k{i}", value)
        refused += 1
    for i, value in enumerate(ordinary_values()):
        memory.upsert(f"example.com/ok{i}", value)
    assert refused == len(SHAPES) and len(memory.all()) == len(ordinary_values())
    raw = (tmp_path / "memory.json").read_text()
    assert not any(value in raw for _n, value in SHAPES)
