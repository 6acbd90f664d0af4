// Shared between RowsListModel.c and RowsRowItem.c only.
#pragma once
#include "CGtk.h"

/// Records the position the item was made for.
void rows_row_item_set_position(RowsRowItem *self, guint position);
