"""Times `bind` from its start to its first prompt on a pseudo-terminal.

Usage: python3 first-prompt.py RUNS BIND [ARGS...]
Starts BIND RUNS times on a new pseudo-terminal, reads its output until the prompt
`bind> ` appears, stops it, and prints each run's milliseconds on one line, then the median.
"""

import os
import pty
import select
import signal
import statistics
import sys
import time

PROMPT = b"bind> "


def time_to_prompt(command):
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(command[0], command)
    seen = b""
    try:
        while PROMPT not in seen:
            ready, _, _ = select.select([fd], [], [], 10)
            if not ready:
                raise RuntimeError("no prompt after 10 s; output so far: %r" % seen)
            chunk = os.read(fd, 4096)
            if not chunk:
                raise RuntimeError("bind exited before its prompt; output: %r" % seen)
            seen += chunk
        return (time.monotonic() - start) * 1000
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)


def main():
    runs = int(sys.argv[1])
    command = sys.argv[2:]
    time_to_prompt(command)  # warm-up: file cache, dynamic loader
    times = [time_to_prompt(command) for _ in range(runs)]
    print("runs (ms): " + " ".join("%.1f" % t for t in times))
    print("median: %.1f ms" % statistics.median(times))


main()
