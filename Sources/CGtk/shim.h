// CGtk: GTK 4 for Swift, plus the few helpers Swift cannot import (macros and casts).
#ifndef ROWS_CGTK_SHIM_H
#define ROWS_CGTK_SHIM_H

#include <gtk/gtk.h>

/// g_signal_connect is a macro; this is the same call with a destroy notify for the user data.
static inline gulong rows_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                         gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/// GRAPHENE_RECT_INIT is a macro; Swift builds rectangles through this.
static inline graphene_rect_t rows_rect(float x, float y, float width, float height) {
    graphene_rect_t rect = GRAPHENE_RECT_INIT(x, y, width, height);
    return rect;
}

/// Sets a string property (g_object_set is variadic).
static inline void rows_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}

/// G_OBJECT_TYPE is a macro: the GType of an instance.
static inline GType rows_type_of(gpointer instance) {
    return G_OBJECT_TYPE(instance);
}

#endif
