#include "CGtk.h"

struct _RowsListModel {
    GObject parent_instance;
    guint count;
    RowsListModelItemFunc item_func;
    gpointer item_data;
    GDestroyNotify item_destroy;
};

static gint alive_models = 0;

static GType rows_list_model_get_item_type(GListModel *list) {
    return ROWS_TYPE_ROW_ITEM;
}

static guint rows_list_model_get_n_items(GListModel *list) {
    return ROWS_LIST_MODEL(list)->count;
}

static gpointer rows_list_model_get_item(GListModel *list, guint position) {
    RowsListModel *self = ROWS_LIST_MODEL(list);
    if (position >= self->count) return NULL;
    if (self->item_func) return self->item_func(position, self->item_data);
    return rows_row_item_new(position);
}

static void rows_list_model_interface_init(GListModelInterface *iface) {
    iface->get_item_type = rows_list_model_get_item_type;
    iface->get_n_items = rows_list_model_get_n_items;
    iface->get_item = rows_list_model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(RowsListModel, rows_list_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, rows_list_model_interface_init))

static void rows_list_model_finalize(GObject *object) {
    rows_list_model_set_item_func(ROWS_LIST_MODEL(object), NULL, NULL, NULL);
    g_atomic_int_add(&alive_models, -1);
    G_OBJECT_CLASS(rows_list_model_parent_class)->finalize(object);
}

static void rows_list_model_class_init(RowsListModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = rows_list_model_finalize;
}

static void rows_list_model_init(RowsListModel *self) {
    g_atomic_int_inc(&alive_models);
}

RowsListModel *rows_list_model_new(void) {
    return g_object_new(ROWS_TYPE_LIST_MODEL, NULL);
}

void rows_list_model_splice(RowsListModel *self, guint position, guint removed, guint added) {
    g_return_if_fail(ROWS_IS_LIST_MODEL(self));
    g_return_if_fail(position <= self->count && removed <= self->count - position);
    self->count = self->count - removed + added;
    if (removed > 0 || added > 0) g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
}

void rows_list_model_set_item_func(RowsListModel *self, RowsListModelItemFunc func, gpointer user_data,
                                   GDestroyNotify destroy) {
    g_return_if_fail(ROWS_IS_LIST_MODEL(self));
    GDestroyNotify old_destroy = self->item_destroy;
    gpointer old_data = self->item_data;
    self->item_func = func;
    self->item_data = user_data;
    self->item_destroy = destroy;
    if (old_destroy) old_destroy(old_data);
}

guint rows_list_model_get_count(RowsListModel *self) {
    return self->count;
}

gint rows_list_model_alive_count(void) {
    return g_atomic_int_get(&alive_models);
}
