#!/usr/bin/env bash
# Makes the README's screenshots again (`./dev screenshots`): every page of the built release
# rows-demo on the bundled data/, light and dark, in the standard window and in a 360-px-wide one,
# each run on its own Xvfb with fresh XDG folders. The Files page shows a sample home folder made
# here (fixed names, sizes and dates; HOME, so the page shows it as ~), in each of its four views. With EXAMPLE (the built
# Examples/HelloRows, Rows on plain GTK, no libadwaita), its window too, under GTK's own stylesheet
# light and dark (GTK_THEME=Default, Default:dark).
#
#   Tests/Tools/readme_screenshots.sh BINARY OUTPUT_FOLDER [EXAMPLE]
set -euo pipefail
binary="$1"
output="$2"
example="${3:-}"
repository="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mkdir -p "$output"
# A fixed place (the Files page shows its path), emptied first.
work=/tmp/rows-screenshots
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT

# A sample home folder: folders first, then files of a few kinds, two pictures for the grid's
# thumbnails; every date the same day, so the screenshots do not change from run to run.
home="$work/home"
mkdir -p "$home"/{Documents,Music,Pictures/Holidays,Projects/rows,Videos}
cp "$repository/Resources/avatars/cat.png" "$home/cat.png"
cp "$repository/Resources/avatars/dog.png" "$home/dog.png"
head -c 2048 /dev/zero >"$home/notes.txt"
head -c 14336 /dev/zero >"$home/Budget 2026.ods"
head -c 301 /dev/zero >"$home/todo.md"
head -c 1843200 /dev/zero >"$home/Report.pdf"
head -c 120 /dev/zero >"$home/Projects/rows/Package.swift"
find "$home" -exec touch -h -d "2026-11-20 09:30:00" {} +

# Runs one screenshot: $1 the file name (no .png), $2 the page, $3 light or dark, $4 the width
# (empty: the standard size), $5 the Files view (empty: the list).
shoot() {
    local name="$1" page="$2" scheme="$3" width="$4" view="${5:-}"
    local xdg="$work/xdg-$name"
    mkdir -p "$xdg"/{data,cache,state}/rows
    if [ -n "$view" ]; then
        printf '{"mode": "%s"}\n' "$view" >"$xdg/state/rows/files-view.json"
    fi
    local size=()
    [ -n "$width" ] && size=(--width "$width" --height 720)
    HOME="$home" XDG_DATA_HOME="$xdg/data" XDG_CACHE_HOME="$xdg/cache" XDG_STATE_HOME="$xdg/state" \
        xvfb-run -a -s "-screen 0 1280x1024x24" "$binary" --data "$repository/data" --folder "$home" \
        --page "$page" --color-scheme "$scheme" "${size[@]}" --screenshot "$output/$name.png" 2>"$work/$name.log" || {
        echo "readme_screenshots: $name failed:" >&2
        cat "$work/$name.log" >&2
        return 1
    }
    # Nothing libadwaita or GTK warns about belongs in a screenshot run.
    if grep -E "WARNING|CRITICAL" "$work/$name.log" | grep -v "Unable to acquire session bus" >&2; then
        echo "readme_screenshots: $name warned (above)" >&2
        return 1
    fi
    echo "$output/$name.png"
}

pages=(people-pets:people-pets settings:settings colors:colors people:people files:files million:million)
for scheme in light dark; do
    for entry in "${pages[@]}"; do
        shoot "${entry%%:*}-$scheme" "${entry##*:}" "$scheme" ""
        shoot "${entry%%:*}-narrow-$scheme" "${entry##*:}" "$scheme" 360
    done
    for view in columns tree grid; do
        shoot "files-$view-$scheme" files "$scheme" "" "$view"
    done
done

# The example has no --screenshot: it runs on an Xvfb that keeps its screen in a file (-fbdir), and
# the picture is taken once the window has drawn (Tests/Tools/xvfb_screenshot.py, as ./dev example).
[ -n "$example" ] || exit 0
for theme in Default Default:dark; do
    name="hello-rows-gtk-$([ "$theme" = Default ] && echo light || echo dark)"
    framebuffer="$work/fb-$name"
    mkdir -p "$framebuffer"
    display=90
    while [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
    Xvfb ":$display" -screen 0 1024x768x24 -fbdir "$framebuffer" -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.05; done
    DISPLAY=":$display" GDK_BACKEND=x11 GTK_THEME="$theme" "$example" 2>"$work/$name.log" &
    app=$!
    status=0
    python3 "$repository/Tests/Tools/xvfb_screenshot.py" "$framebuffer/Xvfb_screen0" "$output/$name.png" \
        --width 480 --height 520 >/dev/null || status=$?
    kill "$app" "$xvfb" 2>/dev/null || true
    wait "$app" "$xvfb" 2>/dev/null || true
    [ $status -eq 0 ] || { echo "readme_screenshots: $name failed" >&2; cat "$work/$name.log" >&2; exit 1; }
    echo "$output/$name.png"
done
