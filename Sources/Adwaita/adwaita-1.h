// libadwaita's headers as a Swift module, for the demo app only: the Rows library stays GTK-only.
#include <adwaita.h>
