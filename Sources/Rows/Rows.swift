@_exported import RowsCore
