"""Runs a program on a pseudo-terminal, as a user's terminal would, and reads what it prints."""

import os
import pty
import re
import select
import signal
import time

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\r")


class PtySession:
    """A child process on a pty: type into it, wait for text in its output."""

    def __init__(self, argv, env=None):
        environment = dict(os.environ)
        environment.update({"TERM": "xterm", "NO_COLOR": "1"})
        environment.update(env or {})
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execvpe(argv[0], argv, environment)
        self.raw = ""

    @property
    def text(self):
        """Everything printed so far, without terminal escapes."""
        return ANSI.sub("", self.raw)

    def read_for(self, seconds):
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                return
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.raw += chunk.decode("utf-8", "replace")

    def wait_for(self, pattern, timeout=20.0, start=0):
        """Waits until `pattern` (a regular expression) appears after offset `start` of the
        text; returns the match or raises with what was printed."""
        deadline = time.monotonic() + timeout
        while True:
            match = re.search(pattern, self.text[start:])
            if match:
                return match
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(
                    f"timed out waiting for {pattern!r}; the terminal shows:\n{self.text[-3000:]}")
            self.read_for(min(left, 0.05))

    def type(self, keys):
        os.write(self.fd, keys.encode())

    def exit_status(self, timeout=20.0):
        """Waits for the process to end (reading its output meanwhile); returns its exit code."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.read_for(0.05)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.pid = 0
                return os.waitstatus_to_exitcode(status)
        raise AssertionError(f"the process did not end; it shows:\n{self.text[-3000:]}")

    def close(self):
        if self.pid:
            try:
                os.kill(self.pid, signal.SIGTERM)
                os.waitpid(self.pid, 0)
            except ProcessLookupError:
                pass
            self.pid = 0
        try:
            os.close(self.fd)
        except OSError:
            pass
