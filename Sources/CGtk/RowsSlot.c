#include "CGtk.h"

struct _RowsSlot {
    GtkWidget parent_instance;
    GtkWidget *child;
    gpointer state;
    GDestroyNotify destroy;
};

static gint alive_slots = 0;

G_DEFINE_FINAL_TYPE(RowsSlot, rows_slot, GTK_TYPE_WIDGET)

static void rows_slot_dispose(GObject *object) {
    RowsSlot *self = ROWS_SLOT(object);
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(rows_slot_parent_class)->dispose(object);
}

static void rows_slot_finalize(GObject *object) {
    RowsSlot *self = ROWS_SLOT(object);
    if (self->destroy != NULL && self->state != NULL) self->destroy(self->state);
    self->state = NULL;
    g_atomic_int_add(&alive_slots, -1);
    G_OBJECT_CLASS(rows_slot_parent_class)->finalize(object);
}

static void rows_slot_class_init(RowsSlotClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = rows_slot_dispose;
    object_class->finalize = rows_slot_finalize;
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "rowslot");
}

static void rows_slot_init(RowsSlot *self) {
    g_atomic_int_inc(&alive_slots);
}

GtkWidget *rows_slot_new(void) {
    return g_object_new(ROWS_TYPE_SLOT, NULL);
}

void rows_slot_set_state(RowsSlot *self, gpointer state, GDestroyNotify destroy) {
    g_return_if_fail(self->state == NULL);
    self->state = state;
    self->destroy = destroy;
}

gpointer rows_slot_get_state(RowsSlot *self) {
    return self->state;
}

GtkWidget *rows_slot_get_child(RowsSlot *self) {
    return self->child;
}

void rows_slot_set_child(RowsSlot *self, GtkWidget *child) {
    if (self->child == child) return;
    g_clear_pointer(&self->child, gtk_widget_unparent);
    if (child != NULL) {
        self->child = child;
        gtk_widget_set_parent(child, GTK_WIDGET(self));
    }
}

gint rows_slot_alive_count(void) {
    return g_atomic_int_get(&alive_slots);
}
