import RowsCore
import Testing

@Suite("Where a row comes to rest when scrolled to")
struct ScrollPositionTests {
    @Test("top, middle and bottom bring the row's top, middle and bottom to the view's")
    func alignments() {
        // A 40-high row 300 below the top of a 600-high view.
        #expect(ScrollPosition.top.distance(toRowAt: 300, height: 40, inViewportOf: 600) == 300)
        #expect(ScrollPosition.middle.distance(toRowAt: 300, height: 40, inViewportOf: 600) == 20)
        #expect(ScrollPosition.bottom.distance(toRowAt: 300, height: 40, inViewportOf: 600) == -260)
        // Above the view: moving up is negative.
        #expect(ScrollPosition.top.distance(toRowAt: -120, height: 40, inViewportOf: 600) == -120)
    }

    @Test("nearest moves as little as shows the row, and not at all for a row in view")
    func nearest() {
        #expect(ScrollPosition.nearest.distance(toRowAt: 300, height: 40, inViewportOf: 600) == 0)
        #expect(ScrollPosition.nearest.distance(toRowAt: -10, height: 40, inViewportOf: 600) == -10)
        #expect(ScrollPosition.nearest.distance(toRowAt: 580, height: 40, inViewportOf: 600) == 20)
        #expect(ScrollPosition.nearest.distance(toRowAt: 700, height: 900, inViewportOf: 600) == 700, "a tall row shows its top")
    }

    @Test("every position leaves the row where that position says, wherever it starts", arguments: ScrollPosition.allCases)
    func landing(position: ScrollPosition) {
        for top in stride(from: -2_000.0, through: 2_000, by: 37) {
            let (height, viewport) = (48.0, 600.0)
            let landed = top - position.distance(toRowAt: top, height: height, inViewportOf: viewport)
            switch position {
            case .nearest: #expect(landed >= 0 && landed + height <= viewport, "from \(top)")
            case .top: #expect(landed == 0)
            case .middle: #expect(landed + height / 2 == viewport / 2)
            case .bottom: #expect(landed + height == viewport)
            }
        }
    }
}
