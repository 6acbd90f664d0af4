/// Proof that a cell provider dequeued and configured a cell for the row being bound: a provider
/// can only return one by calling ``ReusableCells/cell(using:for:)``.
public struct DequeuedCell {
    let serial: UInt64
    let typeName: String
}
