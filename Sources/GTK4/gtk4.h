// GTK 4's headers as a Swift module; CGtk builds on it.
#include <gtk/gtk.h>
