"""Long-term memory across sessions: entries keyed `site/key`, values merged without duplicates,
and never a secret."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tinydb import Query, TinyDB

from opticlick_tui import clock
from opticlick_tui.secrets import secret_kind
from opticlick_tui.store.atomic import AtomicJSONStorage
from opticlick_tui.store.locks import file_lock
from opticlick_tui.store.private import private_dir

_KEY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._\-]*(/[A-Za-z0-9._\-]+)+$")


class MemoryRefused(ValueError):
    """The entry was not stored; the message says why, for the model or the user."""


class MemoryStore:
    def __init__(self, data_dir: Path):
        private_dir(data_dir)
        self._path = data_dir / "memory.json"
        self._lock = data_dir / ".memory.lock"

    def _db(self) -> TinyDB:
        return TinyDB(self._path, storage=AtomicJSONStorage)

    def all(self) -> list[dict[str, Any]]:
        with file_lock(self._lock):
            rows = [dict(r) for r in self._db().table("entries").all()]
        return sorted(rows, key=lambda r: r["key"])

    def get(self, key: str) -> dict[str, Any] | None:
        with file_lock(self._lock):
            found = self._db().table("entries").get(Query().key == key)
        return dict(found) if found else None

    def search(self, text: str = "", site: str | None = None) -> list[dict[str, Any]]:
        needle = text.lower()
        out = []
        for row in self.all():
            if site and row.get("site") != site and not site.endswith("." + str(row.get("site"))):
                continue
            blob = " ".join([row["key"], row.get("category", ""), *map(str, row.get("values", []))]).lower()
            if needle in blob:
                out.append(row)
        return out

    def upsert(self, key: str, values: list[str] | str, category: str = "general") -> dict[str, Any]:
        key = key.strip()
        if not _KEY.match(key):
            raise MemoryRefused(
                f"Memory keys look like site/key (e.g. amazon.com/shipping_address); {key!r} does not."
            )
        values = [values] if isinstance(values, str) else [str(v) for v in values]
        values = [v.strip() for v in values if v and v.strip()]
        if not values:
            raise MemoryRefused("No value to remember.")
        for value in values:
            kind = secret_kind(key, value)
            if kind:
                raise MemoryRefused(f"Not stored: that looks like {kind}; secrets never go into memory.")
        now = clock.now()
        with file_lock(self._lock):
            table = self._db().table("entries")
            existing = table.get(Query().key == key)
            if existing:
                merged = list(existing.get("values", []))
                for v in values:
                    if v not in merged:
                        merged.append(v)
                table.update(
                    {
                        "values": merged,
                        "category": category or existing.get("category", "general"),
                        "updated": now,
                    },
                    Query().key == key,
                )
                entry = {**existing, "values": merged, "updated": now}
            else:
                entry = {
                    "key": key,
                    "site": key.split("/", 1)[0],
                    "category": category or "general",
                    "values": values,
                    "created": now,
                    "updated": now,
                }
                table.insert(entry)
        return entry

    def set_values(self, key: str, values: list[str]) -> None:
        """Replace an entry's values (the memory screen's edit)."""
        for value in values:
            kind = secret_kind(key, value)
            if kind:
                raise MemoryRefused(f"Not stored: that looks like {kind}; secrets never go into memory.")
        with file_lock(self._lock):
            self._db().table("entries").update({"values": values, "updated": clock.now()}, Query().key == key)

    def delete(self, key: str) -> bool:
        with file_lock(self._lock):
            removed = self._db().table("entries").remove(Query().key == key)
        return bool(removed)
