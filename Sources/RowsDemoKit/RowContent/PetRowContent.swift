import RowsCore

/// Shows a ``Pet`` in the reusable row: name, "Owner: …", breed, weight and avatar.
public struct PetRowContent: RowContent, Hashable {
    /// The pet shown.
    public let pet: Pet

    /// Adapts `pet` to the reusable row.
    public init(_ pet: Pet) { self.pet = pet }

    public var leftTitle: String? { pet.name }
    public var leftSubtitle: String? { "Owner: \(pet.owner)" }
    public var rightTitle: String? { pet.breed }
    public var rightSubtitle: String? { Self.weightText(pet.weight) }
    /// The pet's avatar; without one, a paw print on grey (`avatars/pet.png`), so that every pet's
    /// texts line up in the Pets section (a user, who never has a picture, closes the gap instead).
    public var image: RowImage? { .resource(pet.avatar ?? "avatars/pet.png") }

    /// "40 g", "4.2 kg", "12 kg": whole grams below 1 kg (a budgerigar is not "0.0 kg"), one decimal
    /// below 10 kg, whole kilograms from there.
    static func weightText(_ kilograms: Double) -> String {
        let grams = Int((kilograms * 1000).rounded())
        if grams < 1000 { return "\(grams) g" }
        if kilograms < 10 {
            let tenths = Int((kilograms * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) kg"
        }
        return "\(Int(kilograms.rounded())) kg"
    }
}
