// libadwaita's headers as a Swift module, for the demo app only: the Rows library stays GTK-only.
// GTK's declarations come from the GTK4 module (imported here, so its include guards skip GTK's
// headers below): a second, textual copy would make the two modules' GTK constants collide, and
// Swift then finds neither in files that import only one (GTK_ORIENTATION_HORIZONTAL not in scope).
#pragma clang module import GTK4
#include <adwaita.h>
