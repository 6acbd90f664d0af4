// CGtk: the few things Swift cannot declare or import from GTK 4 — macros, variadic calls, and the
// two small GObject types Rows' list needs (a lazy list model and its row item).
#ifndef ROWS_CGTK_H
#define ROWS_CGTK_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

// MARK: - Macros and variadic calls

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

/// Sets a boolean property (g_object_set is variadic).
static inline void rows_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}

/// Reads a boolean property (g_object_get is variadic).
static inline gboolean rows_object_get_boolean(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// Reads a string property, newly allocated (free it with g_free), or NULL (g_object_get is variadic).
static inline char *rows_object_dup_string(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

/// Sets the label assistive technologies read for `accessible` (a variadic call in GTK).
static inline void rows_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Sets the description assistive technologies read after the label (a variadic call in GTK).
static inline void rows_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// Marks `accessible` as holding a value that is not accepted (GTK_ACCESSIBLE_STATE_INVALID, a
/// variadic call in GTK); `gtk_accessible_reset_state` takes the mark away.
static inline void rows_accessible_set_invalid(GtkAccessible *accessible) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE, -1);
}

/// Hides `accessible` from assistive technologies (GTK_ACCESSIBLE_STATE_HIDDEN, variadic): a widget
/// that shows nothing a person reads.
static inline void rows_accessible_set_hidden(GtkAccessible *accessible) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

/// Makes `label` the accessible label of `accessible` (GTK_ACCESSIBLE_RELATION_LABELLED_BY, variadic).
static inline void rows_accessible_set_labelled_by(GtkAccessible *accessible, GtkAccessible *label) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

/// Names the button inside a GTK 4.8 `GtkDropDown`, which takes the keyboard focus and which a
/// screen reader otherwise reads as "GtkToggleButton": "title, choice" (the string chosen; the
/// choice alone for an empty title), or `title` when nothing is chosen or the choice is not a
/// string. Call it again when `selected` changes. (GTK 4.10 focuses the drop-down itself, named by
/// the item it shows.)
static inline void rows_drop_down_name_button(GtkDropDown *drop_down, const char *title) {
    GtkWidget *button = gtk_widget_get_first_child(GTK_WIDGET(drop_down));
    if (button == NULL || !GTK_IS_TOGGLE_BUTTON(button)) return;
    gpointer item = gtk_drop_down_get_selected_item(drop_down);
    if (item != NULL && GTK_IS_STRING_OBJECT(item)) {
        const char *choice = gtk_string_object_get_string(GTK_STRING_OBJECT(item));
        char *label = title[0] == '\0' ? g_strdup(choice) : g_strdup_printf("%s, %s", title, choice);
        rows_accessible_set_label(GTK_ACCESSIBLE(button), label);
        g_free(label);
    } else {
        rows_accessible_set_label(GTK_ACCESSIBLE(button), title);
    }
}

/// Names a row of a drop-down's popup after its choice (a `bind` handler run after GTK's own):
/// GTK 4.8's list rows take no name from the label they hold, so a screen reader met them empty.
/// `item` is a `gpointer`: GTK 4.12 changed the handler's argument type.
static inline void rows_drop_down_popup_row_bound(gpointer factory, gpointer item, gpointer data) {
    (void)factory;
    (void)data;
    if (!GTK_IS_LIST_ITEM(item)) return;
    GtkWidget *child = gtk_list_item_get_child(GTK_LIST_ITEM(item));
    GtkWidget *row = child == NULL ? NULL : gtk_widget_get_parent(child);
    gpointer choice = gtk_list_item_get_item(GTK_LIST_ITEM(item));
    // The factory may make the button's face too: only the popup's rows (in a popover) are named.
    if (row != NULL && gtk_widget_get_ancestor(row, GTK_TYPE_POPOVER) != NULL && GTK_IS_STRING_OBJECT(choice)) {
        rows_accessible_set_label(GTK_ACCESSIBLE(row), gtk_string_object_get_string(GTK_STRING_OBJECT(choice)));
    }
}

/// Makes the rows of `drop_down`'s popup (made by its list factory, else by its factory: a
/// `GtkSignalListItemFactory` such as GTK's default one) named by the strings they show (a
/// `GtkStringObject`'s), for screen readers.
static inline void rows_drop_down_name_popup_rows(GtkDropDown *drop_down) {
    GtkListItemFactory *factory = gtk_drop_down_get_list_factory(drop_down);
    if (factory == NULL) factory = gtk_drop_down_get_factory(drop_down);
    if (factory == NULL || !GTK_IS_SIGNAL_LIST_ITEM_FACTORY(factory)) return;
    g_signal_connect_after(factory, "bind", G_CALLBACK(rows_drop_down_popup_row_bound), NULL);
}

/// A new label with this accessible role (construct-only, set through the variadic g_object_new).
/// Floating, as `gtk_label_new` returns.
static inline GtkWidget *rows_label_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "accessible-role", role, NULL));
}

/// G_OBJECT_TYPE is a macro: the GType of an instance.
static inline GType rows_type_of(gpointer instance) {
    return G_OBJECT_TYPE(instance);
}

/// The name of an instance's GType, e.g. "GtkLabel".
static inline const char *rows_type_name_of(gpointer instance) {
    return G_OBJECT_TYPE_NAME(instance);
}

/// A new widget of `type` with its own CSS name and accessible role (both construct-only
/// properties, set through the variadic g_object_new). Floating, as `gtk_*_new` returns.
static inline GtkWidget *rows_widget_new_named(GType type, const char *css_name, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "css-name", css_name, "accessible-role", role, NULL));
}

/// Sets GTK_ACCESSIBLE_STATE_EXPANDED (gtk_accessible_update_state is variadic).
static inline void rows_accessible_set_expanded(GtkAccessible *accessible, gboolean expanded) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
}

/// Sets GTK_ACCESSIBLE_PROPERTY_LEVEL (gtk_accessible_update_property is variadic).
static inline void rows_accessible_set_level(GtkAccessible *accessible, int level) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
}

/// A content provider holding one string (gdk_content_provider_new_typed is variadic and
/// G_TYPE_STRING a macro): what a Rows list's drag carries. A new reference for the caller.
static inline GdkContentProvider *rows_content_provider_new_string(const char *text) {
    return gdk_content_provider_new_typed(G_TYPE_STRING, text);
}

/// A drop target taking strings (G_TYPE_STRING is a macro). A new reference for the caller.
static inline GtkDropTarget *rows_drop_target_new_string(GdkDragAction actions) {
    return gtk_drop_target_new(G_TYPE_STRING, actions);
}

/// The string a GValue holds, or NULL when it holds no string (G_VALUE_HOLDS_STRING is a macro).
static inline const char *rows_value_get_string(const GValue *value) {
    return value != NULL && G_VALUE_HOLDS_STRING(value) ? g_value_get_string(value) : NULL;
}

// MARK: - RowsListModel: a GListModel that is only a count

/// A lazy GListModel: it stores no rows, only how many there are. The rows live in Swift (a
/// RowsCore snapshot); GTK reads them by position when it binds. `get_item` asks the model's item
/// function for a RowsRowItem (or makes a new one when there is none), so a million rows cost no
/// GObject until GTK shows one.
#define ROWS_TYPE_LIST_MODEL (rows_list_model_get_type())
G_DECLARE_FINAL_TYPE(RowsListModel, rows_list_model, ROWS, LIST_MODEL, GObject)

/// Answers `get_item` for `position`: a RowsRowItem, transfer full.
typedef gpointer (*RowsListModelItemFunc)(guint position, gpointer user_data);

/// A new, empty model (transfer full).
RowsListModel *rows_list_model_new(void);
/// Sets the function that answers `get_item` (NULL: a new RowsRowItem per call). `destroy` is
/// called on `user_data` when the function is replaced or the model is finalized.
void rows_list_model_set_item_func(RowsListModel *self, RowsListModelItemFunc func, gpointer user_data,
                                   GDestroyNotify destroy);
/// Replaces `removed` rows at `position` with `added` new ones and emits `items-changed` once.
void rows_list_model_splice(RowsListModel *self, guint position, guint removed, guint added);
/// How many rows the model has.
guint rows_list_model_get_count(RowsListModel *self);
/// How many RowsListModel instances are alive (for leak tests).
gint rows_list_model_alive_count(void);

// MARK: - RowsRowItem: what `get_item` returns

/// The object GTK holds for one shown row. It carries only a position, which Rows keeps in step with
/// every splice while GTK holds the item: one row keeps one item, so GTK can tell a row it already
/// shows (and re-find it when a splice removes and re-adds it) by the item's pointer.
#define ROWS_TYPE_ROW_ITEM (rows_row_item_get_type())
G_DECLARE_FINAL_TYPE(RowsRowItem, rows_row_item, ROWS, ROW_ITEM, GObject)

/// A new item for `position` (transfer full); also a minimal per-row GObject for comparisons.
RowsRowItem *rows_row_item_new(guint position);
/// The position this item stands for (G_MAXUINT while it stands for none).
guint rows_row_item_get_position(RowsRowItem *self);
/// Moves the item to `position`.
void rows_row_item_set_position(RowsRowItem *self, guint position);
/// A number no other item made in this process has: unlike the item's address, which a new item can
/// take once this one is freed, it tells two items apart over time.
guint64 rows_row_item_get_serial(RowsRowItem *self);
/// Gives the item a new serial: it now stands for other content (another row, or its row changed),
/// so every cell configured for it under the old serial is out of date.
void rows_row_item_renew_serial(RowsRowItem *self);
/// Called as an item is finalized, with the data it was set with.
typedef void (*RowsRowItemFinalized)(RowsRowItem *item, gpointer data);
/// Calls `finalized` with `data` when the item is finalized (NULL: nothing). Cheaper than a weak
/// reference: Rows makes and drops many items while GTK handles one `items-changed`.
void rows_row_item_set_finalized(RowsRowItem *self, RowsRowItemFinalized finalized, gpointer data);
/// How many RowsRowItem instances are alive (for leak tests).
gint rows_row_item_alive_count(void);

G_END_DECLS

#endif
