import Testing

/// The built `rows-demo` driven with real keys and clicks, each test on an app of its own (its own
/// display, D-Bus session and folders), checked by what a person perceives: the rows and texts the
/// accessibility bus reports, the files saved, the screen's pixels. One app at a time: each runs a
/// display, a bus and a GTK app on a busy machine.
@Suite(
    "The built app, driven with real input", .serialized,
    .enabled(if: AppSession.toolsArePresent, "needs Xvfb, xdotool, dbus-run-session and python3-pyatspi"))
struct RealInputApp {}
