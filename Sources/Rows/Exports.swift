// Rows applies RowsCore's decisions to GTK; an app that imports Rows gets RowsCore's types too.
@_exported import RowsCore
