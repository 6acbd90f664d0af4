#pragma once

/// Asks the X11 window `window` on display `display` (e.g. ":99") to close, as a window manager's
/// close button does: a WM_PROTOCOLS client message naming WM_DELETE_WINDOW. Returns 0 once the
/// message is sent, -1 if the display cannot be opened.
int rows_test_request_close(const char *display, unsigned long window);
