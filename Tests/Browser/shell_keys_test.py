"""The shell's keys on a pseudo-terminal, as a user presses them: Ctrl-D right after the
prompt, on a continuation line and on a line with text, Ctrl-\\, and the history file
written after each entry. Usage: python3 shell_keys_test.py PATH/TO/bind"""

import contextlib
import os
import re
import signal
import sys
import tempfile

from pty_session import PtySession

PROMPT = r"bind> "
CONTINUATION = r"\.\.\.> "
DISCARDED = r"the unfinished entry is discarded"


def history(home):
    """The entries of the history file, decoded from libedit's escapes (`\\040` for a space)."""
    with open(os.path.join(home, ".bind_history"), encoding="utf-8") as file:
        lines = file.read().splitlines()
    assert lines and lines[0] == "_HiStOrY_V2_", lines[:1]
    return [re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), line) for line in lines[1:]]


@contextlib.contextmanager
def shell(binary, home):
    """The shell on a pty with `home` as its home folder, at its first prompt."""
    session = PtySession([binary], env={"HOME": home})
    try:
        session.wait_for(PROMPT)
        yield session
    finally:
        session.close()


def enter(session, keys, expected=PROMPT, timeout=20.0):
    """Types `keys` and waits for `expected` in what the shell prints after them."""
    mark = len(session.text)
    session.type(keys)
    return session.wait_for(expected, start=mark, timeout=timeout)


def control_d_at_once_leaves(binary, home, times):
    """Ctrl-D sent the instant the first prompt shows leaves, every time, with status 0."""
    for attempt in range(times):
        with shell(binary, home) as session:
            session.type("\x04")
            status = session.exit_status(timeout=10)
            assert status == 0, f"attempt {attempt + 1}: exit status {status}"


def control_d_on_a_continuation_discards_the_entry(binary, home, times):
    """Ctrl-D sent the instant a continuation prompt shows discards the entry; the shell stays,
    every time; a final Ctrl-D on the empty prompt leaves."""
    with shell(binary, home) as session:
        for attempt in range(times):
            enter(session, "let f = {\r", CONTINUATION)
            try:
                enter(session, "\x04", DISCARDED + r"[^\n]*\n" + PROMPT, timeout=10)
            except AssertionError as error:
                raise AssertionError(f"attempt {attempt + 1}: {error}")
        enter(session, "print(\"still here\")\r", r"still here\r?\n" + PROMPT)
        session.type("\x04")
        assert session.exit_status() == 0
        assert "middle of an entry" not in session.text


def control_d_typed_while_an_entry_runs_leaves_after_it(binary, home):
    """Ctrl-D typed ahead while a statement runs (here a runaway, stopped by the step limit)
    waits for the prompt and leaves there: it is not taken by the terminal's line mode."""
    with shell(binary, home) as session:
        enter(session, "mutable counter = 0\r")
        mark = len(session.text)
        session.type("counter => { v in if v < 100000000 { counter = v + 1 } }\r")
        session.read_for(0.3)
        session.type("\x04")
        session.wait_for(r"stopped after", start=mark, timeout=60)
        assert session.exit_status(timeout=60) == 0


def control_d_on_text_deletes_forward(binary, home):
    with shell(binary, home) as session:
        # Cursor three to the left of the end stands on the 9; Ctrl-D deletes it.
        enter(session, "print(1293)" + "\x1b[D" * 3 + "\x04\r", r"\n123\r?\n" + PROMPT)
        # At the end of a line with text, Ctrl-D does nothing: the shell stays.
        enter(session, "print(7)\x04\r", r"\n7\r?\n" + PROMPT)
        session.type(":quit\r")
        assert session.exit_status() == 0


def control_backslash_leaves_quietly_keeping_history(binary, home):
    with shell(binary, home) as session:
        enter(session, "let kept = 42\r")
        session.type("\x1c")
        status = session.exit_status(timeout=10)
        assert status == 0, f"exit status {status}"
        assert "crash" not in session.text.lower(), session.text
        assert "let kept = 42" in history(home)


def history_is_written_after_each_entry(binary, home):
    """A shell killed without a chance to save keeps the entries typed before."""
    with shell(binary, home) as session:
        enter(session, "let survivor = 7\r")
        os.kill(session.pid, signal.SIGKILL)
        session.exit_status()
        assert "let survivor = 7" in history(home)
    with shell(binary, home) as again:
        enter(again, "\x1b[A", r"let survivor = 7")
        enter(again, "\x03")
        again.type("\x04")
        assert again.exit_status() == 0


def words_of_other_shells_get_the_meta_command(binary, home):
    with shell(binary, home) as session:
        for word, command in [("quit", ":quit"), ("exit", ":quit"), ("help", ":help")]:
            enter(session, word + "\r", f"did you mean '{command}'")
        session.type(":quit\r")
        assert session.exit_status() == 0


def tab_completes_file_names_after_load(binary, home):
    folder = os.path.join(home, "scripts")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "greeting.bind"), "w", encoding="utf-8") as script:
        script.write("let greeting = \"hello\"\nprint(greeting)\n")
    with shell(binary, home) as session:
        enter(session, f":load {folder}/gr\t", r"greeting\.bind")
        enter(session, "\r", r"› print\(greeting\)\r?\nhello\r?\n" + PROMPT)
        session.type(":quit\r")
        assert session.exit_status() == 0


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as home:
        control_d_at_once_leaves(binary, home, times=50)
        control_d_on_a_continuation_discards_the_entry(binary, home, times=50)
        control_d_typed_while_an_entry_runs_leaves_after_it(binary, home)
        control_d_on_text_deletes_forward(binary, home)
        control_backslash_leaves_quietly_keeping_history(binary, home)
        history_is_written_after_each_entry(binary, home)
        words_of_other_shells_get_the_meta_command(binary, home)
        tab_completes_file_names_after_load(binary, home)
    print("shell keys on a pty: ok")


if __name__ == "__main__":
    main()
