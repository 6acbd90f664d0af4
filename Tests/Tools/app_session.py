#!/usr/bin/python3
"""Runs an app on an X display and a D-Bus session of its own, and answers questions about what it
shows through its AT-SPI tree (what a screen reader meets) and the display's pixels.

    /usr/bin/python3 app_session.py [--size WxH] -- BINARY [ARGUMENT...]

The app gets this process's environment, with DISPLAY set to the new display. Everything started
here (Xvfb, dbus-run-session and the daemons it starts, the AT-SPI bus and registry, the app) is in
one process group, whose id is this process's: the caller can end them all at once with
`kill(-pid, SIGKILL)`. Closing stdin ends them too.

Protocol: a JSON object a line each way. First this prints
    {"display": ":N", "pid": APP_PID}     (or {"error": "..."} and exits 1)
then for each command read on stdin it prints one answer:
    {"do": "state"}                 -> {"exit": null|STATUS, "windows": [...], "focus": {...}|null,
                                        "rows": [...], "texts": [...], "entries": [...]}
    {"do": "wait_exit", "timeout": S} -> {"exit": STATUS|null}
    {"do": "pixels", "rects": [[x, y, w, h], ...]} -> {"rects": [{"colour": "#rrggbb", "share": F,
                                        "colours": N}, ...]} (the most common colour, its share of
                                        the rectangle, the number of distinct colours)
    {"do": "screenshot", "path": P} -> {"saved": P}
Any failure answers {"error": "..."}.

The display must be the app's own: the accessibility bus's launcher names the bus on the display's
root window (AT_SPI_BUS), and every GTK app on a shared display would talk to a bus that goes away
with another session. The app starts only once the AT-SPI registry answers: an app that starts
before it is not listed on the desktop.
"""
import json
import os
import select
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

INNER = "ROWS_APP_SESSION_INNER"
ROW_ROLES = {"list item", "table row", "table cell", "tree item"}
WINDOW_ROLES = {"frame", "dialog", "window", "alert", "file chooser"}


def outer(size, command):
    """Starts Xvfb, then this script again inside dbus-run-session on it; ends both on the way out."""
    os.setpgid(0, 0)
    # A test runner may ignore or block SIGTERM, and children inherit that: the session's D-Bus
    # daemons, stopped with SIGTERM, would then outlive it.
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGPIPE):
        signal.signal(number, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
    framebuffer = tempfile.mkdtemp(prefix="rows-app-fb-")
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{size}x24", "-fbdir", framebuffer,
         "-nolisten", "tcp"], pass_fds=(write_end,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    end = time.time() + 30
    while not number.endswith(b"\n") and time.time() < end:
        ready, _, _ = select.select([read_end], [], [], max(0.0, end - time.time()))
        if not ready:
            break
        byte = os.read(read_end, 1)
        if not byte:
            break
        number += byte
    os.close(read_end)
    if not number.endswith(b"\n"):
        print(json.dumps({"error": "Xvfb did not start within 30 s"}), flush=True)
        xvfb.kill()
        sys.exit(1)
    # The answers go out on a descriptor of their own: the session's daemons print to stdout (the
    # registry says it is running), so stdout is stderr for everything started from here on.
    answers = os.dup(1)
    environment = dict(os.environ, DISPLAY=":" + number.decode().strip(), ROWS_APP_FRAMEBUFFER=framebuffer)
    environment[INNER] = str(answers)
    status = 1
    try:
        status = subprocess.call(["dbus-run-session", "--", sys.executable, os.path.abspath(__file__), "--", *command],
                                 env=environment, stdout=sys.stderr, pass_fds=(answers,))
    finally:
        xvfb.kill()
        xvfb.wait()
        for name in os.listdir(framebuffer):
            os.remove(os.path.join(framebuffer, name))
        os.rmdir(framebuffer)
    sys.exit(status)


class Session:
    """The app, started once the registry answers, and what its AT-SPI tree and the screen show."""

    def __init__(self, command):
        import pyatspi  # only /usr/bin/python3 has it (python3-pyatspi)
        self.pyatspi = pyatspi
        self.wait_for_registry()
        environment = {key: value for key, value in os.environ.items() if key != INNER}
        self.app_process = subprocess.Popen(command, stdin=subprocess.DEVNULL, env=environment)
        self.app = None

    def wait_for_registry(self, timeout=30):
        end = time.time() + timeout
        while time.time() < end:
            try:
                desktop = self.pyatspi.Registry.getDesktop(0)
                desktop.clear_cache()
                if desktop.getRoleName() == "desktop frame":
                    return
            except Exception:
                pass
            time.sleep(0.1)
        raise RuntimeError("the AT-SPI registry did not answer within 30 s")

    def application(self):
        """The app's accessible application, once it is on the bus (None before)."""
        if self.app is not None:
            return self.app
        desktop = self.pyatspi.Registry.getDesktop(0)
        desktop.clear_cache()  # without an event loop, the desktop's children are not refreshed
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == self.app_process.pid:
                    self.app = app
                    return app
            except Exception:
                continue
        return None

    # What the app shows

    def state(self):
        """What the app shows. The tree changes as it is read (a search removes rows): an object gone
        meanwhile is left out, and a walk that fails for another reason is tried again."""
        for attempt in range(3):
            try:
                return self.read_state()
            except Exception:
                if attempt == 2:
                    raise
                time.sleep(0.1)

    def read_state(self):
        answer = {"exit": self.app_process.poll(), "windows": [], "focus": None, "rows": [], "texts": [],
                  "entries": []}
        if answer["exit"] is not None:
            return answer
        app = self.application()
        if app is None:
            return answer
        app.clear_cache()
        lists = [0]
        for window in self.children(app):
            role = self.role(window)
            if role not in WINDOW_ROLES:
                continue
            states = self.states(window)
            answer["windows"].append({"title": window.name or "", "role": role,
                                      "active": self.pyatspi.STATE_ACTIVE in states, "extents": self.extents(window)})
            self.walk(window, answer, lists, len(answer["windows"]) - 1, row=None, panels=[])
        return answer

    def walk(self, node, answer, lists, window, row, panels):
        """Adds what is below `node` to `answer`: rows, texts, entries and the focus, each with its
        window's index, its extents (where it is in the window; a widget not drawn has no size) and
        the names of the stack pages ("panel"s) it is in: GTK 4.8 lists a stack's hidden pages too."""
        for child in self.children(node):
            role = self.role(child)
            if role is None:
                continue
            states = self.states(child)
            # GTK 4.8 marks no widget SHOWING but windows; VISIBLE is what a hidden widget lacks.
            if self.pyatspi.STATE_VISIBLE not in states:
                continue
            try:
                name, description = child.name or "", child.description or ""
            except Exception:
                continue  # gone meanwhile (a row removed by a search, say): not shown
            focused = self.pyatspi.STATE_FOCUSED in states
            item = {"role": role, "name": name, "description": description, "window": window,
                    "extents": self.extents(child), "panels": panels}
            child_row = row
            if role in ("list", "table", "tree table", "tree", "list box"):
                lists[0] += 1
            if role == "heading" and row is not None:
                row["heading"] = True
            if role in ROW_ROLES:
                expanded = (self.pyatspi.STATE_EXPANDED in states) if self.pyatspi.STATE_EXPANDABLE in states else None
                item.update({"list": lists[0], "selected": self.pyatspi.STATE_SELECTED in states, "focused": focused,
                             "heading": False, "expanded": expanded})
                answer["rows"].append(item)
                child_row = item
            if focused:
                answer["focus"] = dict(item, row=row["name"] if row is not None else None)
            if role in ("text", "entry", "password text", "search box", "spin button"):
                answer["entries"].append(dict(item, text=self.text(child), focused=focused))
            elif name and role not in ROW_ROLES and role != "panel":
                answer["texts"].append(item)
            self.walk(child, answer, lists, window, child_row, panels + [name] if role == "panel" else panels)

    def children(self, node):
        try:
            return [child for child in node if child is not None]
        except Exception:
            return []

    def role(self, node):
        try:
            return node.getRoleName()
        except Exception:
            return None

    def states(self, node):
        try:
            return set(node.getState().getStates())
        except Exception:
            return set()

    def extents(self, node):
        try:
            box = node.queryComponent().getExtents(self.pyatspi.WINDOW_COORDS)
            return [box.x, box.y, box.width, box.height]
        except Exception:
            return None

    def text(self, node):
        try:
            text = node.queryText()
            return text.getText(0, text.characterCount)
        except Exception:
            return ""

    def wait_exit(self, timeout):
        try:
            return {"exit": self.app_process.wait(timeout=timeout)}
        except subprocess.TimeoutExpired:
            return {"exit": None}

    # The screen

    def screen(self):
        """(width, height, bytes per line, BGRX pixels, byte order) of screen 0, from Xvfb's -fbdir file."""
        with open(os.path.join(os.environ["ROWS_APP_FRAMEBUFFER"], "Xvfb_screen0"), "rb") as file:
            data = file.read()
        header = struct.unpack(">25I", data[:100])
        header_size, _, _, _, width, height = header[:6]
        byte_order, bits_per_pixel, bytes_per_line, colours = header[7], header[11], header[12], header[19]
        if bits_per_pixel != 32:
            raise RuntimeError(f"the screen has {bits_per_pixel} bits a pixel; expected 32")
        start = header_size + colours * 12
        return width, height, bytes_per_line, data[start:start + bytes_per_line * height], byte_order

    @staticmethod
    def pixel(pixels, offset, byte_order):
        b0, b1, b2, b3 = pixels[offset:offset + 4]
        return (b2, b1, b0) if byte_order == 0 else (b1, b2, b3)

    def pixels(self, rects):
        width, height, stride, pixels, byte_order = self.screen()
        answers = []
        for x, y, w, h in rects:
            counts = {}
            for row in range(max(0, y), min(height, y + h)):
                for column in range(max(0, x), min(width, x + w)):
                    colour = self.pixel(pixels, row * stride + column * 4, byte_order)
                    counts[colour] = counts.get(colour, 0) + 1
            if not counts:
                answers.append({"colour": None, "share": 0, "colours": 0})
                continue
            colour, count = max(counts.items(), key=lambda pair: pair[1])
            answers.append({"colour": "#%02x%02x%02x" % colour, "share": count / sum(counts.values()),
                            "colours": len(counts)})
        return {"rects": answers}

    def screenshot(self, path):
        width, height, stride, pixels, byte_order = self.screen()
        raw = bytearray()
        for row in range(height):
            raw.append(0)
            for column in range(width):
                raw += bytes(self.pixel(pixels, row * stride + column * 4, byte_order))

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
        with open(path, "wb") as file:
            file.write(b"\x89PNG\r\n\x1a\n")
            file.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
            file.write(chunk(b"IDAT", zlib.compress(bytes(raw), 6)))
            file.write(chunk(b"IEND", b""))
        return {"saved": path}

    def answer(self, request):
        command = request.get("do")
        if command == "state":
            return self.state()
        if command == "wait_exit":
            return self.wait_exit(float(request.get("timeout", 10)))
        if command == "pixels":
            return self.pixels(request["rects"])
        if command == "screenshot":
            return self.screenshot(request["path"])
        return {"error": f"unknown command {command!r}"}

    def end(self):
        if self.app_process.poll() is None:
            self.app_process.kill()
            self.app_process.wait()


def inner(command):
    answers = os.fdopen(int(os.environ[INNER]), "w")
    try:
        session = Session(command)
    except Exception as error:
        print(json.dumps({"error": str(error)}), file=answers, flush=True)
        sys.exit(1)
    try:
        print(json.dumps({"display": os.environ["DISPLAY"], "pid": session.app_process.pid}), file=answers, flush=True)
        for line in sys.stdin:
            if not line.strip():
                continue
            try:
                reply = session.answer(json.loads(line))
            except Exception as error:
                reply = {"error": f"{type(error).__name__}: {error}"}
            print(json.dumps(reply), file=answers, flush=True)
    finally:
        session.end()


def main():
    arguments = sys.argv[1:]
    size = "1280x1024"
    if arguments[:1] == ["--size"]:
        size, arguments = arguments[1], arguments[2:]
    if arguments[:1] != ["--"] or len(arguments) < 2:
        sys.exit("usage: app_session.py [--size WxH] -- BINARY [ARGUMENT...]")
    command = arguments[1:]
    if os.environ.get(INNER):
        inner(command)
    else:
        outer(size, command)


if __name__ == "__main__":
    main()
