#!/usr/bin/env python3
"""Saves what an Xvfb screen shows as a PNG, once it shows a drawn window.

Xvfb started with `-fbdir DIR` keeps its screen 0 in DIR/Xvfb_screen0 as an XWD image (32 bits a
pixel, TrueColor), always current. This reads it, waits until the window has drawn (more than
`--min-colours` distinct colours in the region the window covers, and the same picture twice in a
row 0.2 s apart, so no frame is caught half-way through start-up), writes the PNG and exits 0; it
exits 1 naming what it saw if that does not happen within `--timeout` seconds.

    xvfb_screenshot.py FRAMEBUFFER OUT.png --width W --height H [--min-colours N] [--timeout S]

Only the top-left W x H pixels are kept: the window's size (there is no window manager to move it).
"""
import argparse
import struct
import sys
import time
import zlib


def read_xwd(path):
    """Returns (width, height, rows of BGRX bytes) of an XWD ZPixmap file with 32 bits a pixel."""
    with open(path, "rb") as file:
        data = file.read()
    header = struct.unpack(">25I", data[:100])
    header_size, version, pixmap_format, depth, width, height = header[:6]
    byte_order, bits_per_pixel, bytes_per_line, ncolors = header[7], header[11], header[12], header[19]
    if version != 7 or pixmap_format != 2 or bits_per_pixel != 32:
        raise ValueError(f"{path}: an XWD file of version {version}, format {pixmap_format}, "
                         f"{bits_per_pixel} bits a pixel; expected version 7, ZPixmap, 32 bits")
    start = header_size + ncolors * 12
    pixels = data[start:start + bytes_per_line * height]
    rows = [pixels[y * bytes_per_line:y * bytes_per_line + width * 4] for y in range(height)]
    # byte_order 0 (LSBFirst): each pixel is B, G, R, X in memory.
    return width, height, rows, byte_order


def crop_rgb(rows, byte_order, width, height):
    """The top-left width x height pixels as RGB rows."""
    out = []
    for row in rows[:height]:
        line = bytearray()
        for x in range(width):
            b0, b1, b2, b3 = row[x * 4:x * 4 + 4]
            line += bytes((b2, b1, b0)) if byte_order == 0 else bytes((b1, b2, b3))
        out.append(bytes(line))
    return out


def write_png(path, rgb_rows, width, height):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + row for row in rgb_rows)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n")
        file.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        file.write(chunk(b"IDAT", zlib.compress(raw, 6)))
        file.write(chunk(b"IEND", b""))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("framebuffer")
    parser.add_argument("output")
    parser.add_argument("--width", type=int, required=True)
    parser.add_argument("--height", type=int, required=True)
    parser.add_argument("--min-colours", type=int, default=16)
    parser.add_argument("--timeout", type=float, default=60)
    arguments = parser.parse_args()

    deadline = time.monotonic() + arguments.timeout
    colours = 0
    previous = None
    while True:
        screen_width, screen_height, rows, byte_order = read_xwd(arguments.framebuffer)
        width, height = min(arguments.width, screen_width), min(arguments.height, screen_height)
        rgb = crop_rgb(rows, byte_order, width, height)
        colours = len({row[x:x + 3] for row in rgb[::4] for x in range(0, width * 3, 12)})
        if colours >= arguments.min_colours and rgb == previous:
            write_png(arguments.output, rgb, width, height)
            print(f"xvfb_screenshot: {arguments.output}: {width}x{height}, {colours} colours sampled")
            return 0
        if time.monotonic() > deadline:
            print(f"xvfb_screenshot: after {arguments.timeout:.0f} s the screen shows {colours} colours "
                  f"(fewer than {arguments.min_colours}): nothing was drawn", file=sys.stderr)
            return 1
        previous = rgb
        time.sleep(0.2)


if __name__ == "__main__":
    sys.exit(main())
