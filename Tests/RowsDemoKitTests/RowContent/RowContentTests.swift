import RowsCore
import RowsDemoKit
import Testing

@Suite("Row content and traits")
struct RowContentTests {
    @Test("a user shows name and nickname and no image, so the image collapses")
    func userContent() {
        let content = UserRowContent(User(id: "u", name: "Ada Lovelace", nickname: "Enchantress"))
        #expect(content.leftTitle == "Ada Lovelace")
        #expect(content.leftSubtitle == "Nick: Enchantress")
        #expect(content.rightTitle == nil && content.rightSubtitle == nil && content.image == nil)
        #expect(UserRowContent(User(id: "u", name: "X", nickname: " ")).leftSubtitle == nil)
    }

    @Test("a pet shows owner, breed, weight and its avatar when it has one")
    func petContent() {
        let pet = Pet(id: "p", name: "Rex", owner: "Alan", breed: "Shepherd", weight: 34.46, avatar: "avatars/dog.png")
        let content = PetRowContent(pet)
        #expect(content.leftSubtitle == "Owner: Alan")
        #expect(content.rightTitle == "Shepherd")
        #expect(content.rightSubtitle == "34 kg")
        #expect(content.image == .resource("avatars/dog.png"))
        #expect(PetRowContent(Pet(id: "q", name: "Pip", owner: "G", breed: "Budgie", weight: 0.04)).rightSubtitle == "40 g")
        #expect(PetRowContent(Pet(id: "s", name: "Shelly", owner: "D", breed: "Turtle", weight: 0.6)).rightSubtitle == "600 g")
        #expect(
            PetRowContent(Pet(id: "k", name: "Kiwi", owner: "K", breed: "Kiwi", weight: 0.9996)).rightSubtitle == "1.0 kg",
            "grams that round to a kilogram read in kilograms")
        #expect(
            PetRowContent(Pet(id: "q", name: "Tux", owner: "L", breed: "Penguin", weight: 1.15)).image
                == .resource("avatars/pet.png"), "a pet without an avatar keeps the image's place")
    }

    @Test("byte counts read like GNOME's, and unknown sizes read N/A")
    func byteCounts() {
        #expect(ByteCount.format(nil) == "N/A")
        #expect(ByteCount.format(-1) == "N/A")
        #expect(ByteCount.format(0) == "0 bytes")
        #expect(ByteCount.format(1) == "1 byte")
        #expect(ByteCount.format(999) == "999 bytes")
        #expect(ByteCount.format(1000) == "1.0 kB")
        #expect(ByteCount.format(1_536_000) == "1.5 MB")
        #expect(ByteCount.format(999_999) == "1.0 MB")
        #expect(ByteCount.format(4_200_000_000) == "4.2 GB")
        #expect(ByteCount.format(Int64.max) == "9.2 EB")
    }

    @Test("the six settings cells are composed of the traits of article 001")
    func settingTraits() {
        #expect(SettingKind.disclosureTitle.traits == [.highlight, .title, .disclosure])
        #expect(SettingKind.byteCountTitle.traits == [.title, .byteCount])
        #expect(!SettingKind.byteCountTitle.traits.contains(.highlight))
        #expect(SettingKind.valuePicker.traits == [.valuePicker])
        #expect(SettingKind.allCases.filter { $0.traits.contains(.highlight) }.count == 3)
    }

    @Test("a person's decoration chooses the layout and emphasises VIPs only when asked")
    func personDecoration() {
        let bruce = Person(id: "b", firstName: "Bruce", lastName: "Wayne", age: 35, isVIP: true)
        #expect(PersonRowContent(bruce, layout: .vertical).isEmphasized)
        #expect(!PersonRowContent(bruce, layout: .horizontal, emphasizingVIPs: false).isEmphasized)
        #expect(PersonRowContent(bruce, layout: .horizontal).ageText == "Age 35")
    }

    @Test("a swatch reads its colour components from hex")
    func swatchComponents() {
        let swatch = ColorSwatch(id: "c", name: "Tomato", hex: "#ff6347", family: .red)
        #expect(swatch.components! == (255, 99, 71))
    }
}
