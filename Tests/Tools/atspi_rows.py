#!/usr/bin/python3
"""Opens each page of rows-demo and prints, as one JSON object per page, every list row a screen
reader meets through AT-SPI: its role, name and description, the texts and headings inside it and
the names of its drop-downs; every button, entry, check box and drop-down outside the rows,
with its name and states; and every drop-down's choices as its popup's rows are named.

It starts an X display (xvfb-run) and a D-Bus session (dbus-run-session) of its own, and writes to
OUTPUT:
    /usr/bin/python3 atspi_rows.py OUTPUT BINARY DATA_FOLDER FILES_FOLDER PAGE...

A PAGE is a page's name as `rows-demo --page` takes it; "files:columns", "files:tree" and "files:grid"
are the Files page opened in that view.

The display must be its own: the accessibility bus's launcher names the bus on the display's root
window (AT_SPI_BUS), and every GTK app on that display would then talk to a bus that goes away with
this script's session.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import signal

import pyatspi

ROW_ROLES = {"list item", "table row", "table cell", "tree item"}


def find_app(pid, timeout):
    """The accessible application of process `pid`, once it is on the bus."""
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        desktop.clear_cache()  # without an event loop, the desktop's children are not refreshed
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == pid:
                    return app
            except Exception as error:
                print(error, file=sys.stderr)
        time.sleep(0.2)
    return None


def visible_children(node, drop_downs=False):
    """`node`'s visible children with their roles; a drop-down's insides (its hidden "(None)" page
    too) are its own business, skipped, and so is the drop-down unless `drop_downs`. GTK 4.8 marks
    no widget SHOWING here, so visible is what counts."""
    for child in node:
        if child is None:
            continue
        try:
            role = child.getRoleName()
            visible = child.getState().contains(pyatspi.STATE_VISIBLE)
        except Exception:
            continue
        if visible and (drop_downs or role != "combo box"):
            yield child, role


def drop_down_button(drop_down):
    """The button inside a drop-down (a "combo box"): what GTK 4.8 gives the keyboard focus, so what
    a screen reader reads; None when it has none."""
    for child, role in visible_children(drop_down):
        if role in ("toggle button", "push button"):
            return child
    return None


def children_with_roles(node):
    """`node`'s children with their roles, leaving out any gone meanwhile."""
    for child in node:
        if child is None:
            continue
        try:
            role = child.getRoleName()
        except Exception:
            continue
        yield child, role


def list_items_below(node, names):
    """The names of the list items below `node` (a drop-down's popup rows, once it is open)."""
    for child, role in children_with_roles(node):
        if role == "list item":
            names.append(child.name or "")
        list_items_below(child, names)


def popup_choices(drop_down, button, timeout=5):
    """What a screen reader reads for each row of `drop_down`'s popup: opened with its button's
    action (a click), read once its rows are there and settled, then closed the same way."""
    try:
        action = button.queryAction()
        action.doAction(0)
        names, last, end = [], None, time.time() + timeout
        while time.time() < end:
            time.sleep(0.3)
            names = []
            list_items_below(drop_down, names)
            if names and names == last:
                break
            last = names
        action.doAction(0)
        time.sleep(0.3)
        return names
    except Exception as error:  # one drop-down that fails to open says so; the page's other findings stay
        return [f"(could not be read: {error})"]


def drop_down_choices(node, found):
    """Every visible drop-down below `node`, in rows or not: its button's name and its choices."""
    for child, role in visible_children(node, drop_downs=True):
        if role == "combo box":
            button = drop_down_button(child)
            if button is not None:
                found.append({"name": button.name or "", "choices": popup_choices(child, button)})
        else:
            drop_down_choices(child, found)


def drop_downs_inside(node, names):
    """The names of the buttons of the drop-downs below `node`."""
    for child, role in visible_children(node, drop_downs=True):
        if role == "combo box":
            button = drop_down_button(child)
            if button is not None:
                names.append(button.name or "")
        else:
            drop_downs_inside(child, names)


def texts_inside(node, texts, headings):
    """The names of the visible labels and headings below `node`."""
    for child, role in visible_children(node):
        if role == "heading":
            headings.append(child.name)
        if role in ("label", "heading") and child.name:
            texts.append(child.name)
        texts_inside(child, texts, headings)


def rows_of(node, found, list_index):
    """Every list row or grid cell below `node`, with the list or grid it is in (numbered in tree order)."""
    for child, role in children_with_roles(node):
        if role in ("list", "table", "tree table"):
            list_index[0] += 1
        if role in ROW_ROLES:
            texts, headings, drop_downs = [], [], []
            texts_inside(child, texts, headings)
            drop_downs_inside(child, drop_downs)
            found.append({
                "list": list_index[0], "role": role, "name": child.name or "",
                "description": child.description or "", "texts": texts, "headings": headings,
                "dropDowns": drop_downs,
            })
        rows_of(child, found, list_index)


CONTROL_ROLES = ("push button", "toggle button", "text", "entry", "password text", "check box", "radio button")


def controls_of(node, found):
    """Every visible button, entry or check box below `node` that is not inside a list row, with its
    name and states ("pressed" for a toggle button pressed, "checked" for a check box ticked); a
    drop-down as its button, marked `dropDown`."""
    for child, role in visible_children(node, drop_downs=True):
        if role in ROW_ROLES:
            continue
        if role == "combo box":
            button = drop_down_button(child)
            if button is not None:
                states = [pyatspi.stateToString(state) for state in button.getState().getStates()]
                found.append({"role": button.getRoleName(), "name": button.name or "", "states": states, "dropDown": True})
            continue
        if role in CONTROL_ROLES:
            states = [pyatspi.stateToString(state) for state in child.getState().getStates()]
            found.append({"role": role, "name": child.name or "", "states": states})
        controls_of(child, found)


def wait_for_registry(timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        try:
            pyatspi.Registry.getDesktop(0).clear_cache()
            if pyatspi.Registry.getDesktop(0).getRoleName() == "desktop frame":
                time.sleep(1)
                return
        except Exception:
            pass
        time.sleep(0.2)


def remember_files_view(home, mode):
    """Saves the Files page's view as `mode` ("columns", "tree", "grid") in the state folder under `home`,
    as the app saves it, so that the page opens in it."""
    os.makedirs(f"{home}/state/rows", exist_ok=True)
    with open(f"{home}/state/rows/files-view.json", "w") as saved:
        json.dump({"columnOrder": ["name", "size", "modified", "kind"], "columnWidths": {}, "mode": mode,
                   "order": {"column": "name", "descending": False}, "showsHidden": False}, saved)


def walk_page(binary, data, folder, page, timeout=30):
    """Reads `page` of the app; "files:columns" is the Files page opened in its columns view."""
    home = tempfile.mkdtemp(prefix="rows-a11y-")
    env = dict(os.environ, GDK_BACKEND="x11", XDG_DATA_HOME=f"{home}/data", XDG_STATE_HOME=f"{home}/state",
               XDG_CACHE_HOME=f"{home}/cache", XDG_CONFIG_HOME=f"{home}/config")
    name, _, view = page.partition(":")
    if view:
        remember_files_view(home, view)
    app_process = subprocess.Popen([binary, "--data", data, "--folder", folder, "--page", name], env=env,
                                   stderr=subprocess.DEVNULL)
    try:
        app = find_app(app_process.pid, timeout)
        if app is None:
            return {"page": page, "error": "the app did not appear on the accessibility bus"}
        # Wait for the page's rows (a page's list fills in after its first frame), then for them to settle.
        rows, last, end = [], None, time.time() + timeout
        while time.time() < end:
            rows = []
            rows_of(app, rows, [0])
            shape = json.dumps(rows)
            if any(row["list"] > 1 for row in rows) and shape == last:
                break
            last = shape
            time.sleep(0.5)
        controls = []
        controls_of(app, controls)
        # Last: opening a popup moves the keyboard focus.
        drop_downs = []
        drop_down_choices(app, drop_downs)
        return {"page": page, "rows": rows, "controls": controls, "dropDowns": drop_downs}
    finally:
        app_process.kill()  # a parent that ignores SIGTERM (a test runner may) passes that on
        app_process.wait()


def main():
    if "ROWS_ATSPI_SESSION" not in os.environ:
        # A test runner may ignore or block SIGTERM, and its children would inherit that: then the session's
        # D-Bus daemons, which are stopped with SIGTERM, would outlive it (and hold its pipes).
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
        environment = dict(os.environ, ROWS_ATSPI_SESSION="1")
        command = [
            "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24",
            "dbus-run-session", "--", sys.executable, os.path.abspath(__file__), *sys.argv[1:],
        ]
        sys.exit(subprocess.call(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    output, binary, data, folder, *pages = sys.argv[1:]
    # The first call starts the accessibility bus and its registry; an app that starts before the
    # registry is up is not listed on the desktop until it is restarted.
    wait_for_registry()
    with open(output, "w") as lines:
        for page in pages:
            print(json.dumps(walk_page(binary, data, folder, page)), file=lines, flush=True)


if __name__ == "__main__":
    main()
