#include "CGtk.h"

struct _RowsRowItem {
    GObject parent_instance;
    guint position;
    guint64 serial;
    RowsRowItemFinalized finalized;
    gpointer finalized_data;
};

static gint alive_items = 0;
/* The serial of the last item made; items never share one, even when one is made where another was freed. */
static gsize last_serial = 0;

G_DEFINE_FINAL_TYPE(RowsRowItem, rows_row_item, G_TYPE_OBJECT)

static void rows_row_item_finalize(GObject *object) {
    RowsRowItem *self = ROWS_ROW_ITEM(object);
    if (self->finalized) self->finalized(self, self->finalized_data);
    g_atomic_int_add(&alive_items, -1);
    G_OBJECT_CLASS(rows_row_item_parent_class)->finalize(object);
}

static void rows_row_item_class_init(RowsRowItemClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = rows_row_item_finalize;
}

static guint64 next_serial(void) {
    return (guint64)g_atomic_pointer_add(&last_serial, 1) + 1;
}

static void rows_row_item_init(RowsRowItem *self) {
    g_atomic_int_inc(&alive_items);
    self->serial = next_serial();
}

RowsRowItem *rows_row_item_new(guint position) {
    RowsRowItem *self = g_object_new(ROWS_TYPE_ROW_ITEM, NULL);
    self->position = position;
    return self;
}

guint rows_row_item_get_position(RowsRowItem *self) {
    return self->position;
}

guint64 rows_row_item_get_serial(RowsRowItem *self) {
    return self->serial;
}

void rows_row_item_renew_serial(RowsRowItem *self) {
    self->serial = next_serial();
}

void rows_row_item_set_position(RowsRowItem *self, guint position) {
    self->position = position;
}

void rows_row_item_set_finalized(RowsRowItem *self, RowsRowItemFinalized finalized, gpointer data) {
    self->finalized = finalized;
    self->finalized_data = data;
}

gint rows_row_item_alive_count(void) {
    return g_atomic_int_get(&alive_items);
}
