"""The SIGHUP guard (tui/hangup.py): an output thread that dies on a write to the dead terminal
*after* the guard ran (a write begun before the hang-up) must not leave later writes waiting for
ever on its full queue. Run in a child process: the guard points fds 0-2 at /dev/null."""

from __future__ import annotations

import subprocess
import sys
import textwrap

CHILD = textwrap.dedent(
    """
    import queue, signal, sys, threading
    from types import SimpleNamespace

    from opticlick_tui.tui.hangup import hangup_guard

    pending = queue.Queue(maxsize=1)
    release = threading.Event()

    def writer_body():
        release.wait()  # a write to the terminal, under way when the hang-up comes
        raise SystemExit  # ... fails: the thread ends, as Textual's writer does on EIO

    writer = threading.Thread(target=writer_body, daemon=True)
    writer._queue = pending
    writer.start()
    app = SimpleNamespace(_driver=SimpleNamespace(_writer_thread=writer))
    hangup_guard(app)(signal.SIGHUP)  # the writer is still alive here
    release.set()
    writer.join(5)
    assert not writer.is_alive()
    try:
        for n in range(5):  # the queue holds one: without a drain the second put blocks
            pending.put(n, timeout=5)
    except queue.Full:
        sys.exit(3)
    sys.exit(0)
    """
)


def test_an_output_thread_that_dies_after_the_hangup_is_drained():
    child = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, timeout=60)
    assert child.returncode == 0, (child.returncode, child.stderr.decode()[-2000:])
