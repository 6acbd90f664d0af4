import Foundation

/// How the files screen shows when a file changed, as GNOME Files does: the time for today
/// ("14:05"), "Yesterday", the day and month this year ("3 Feb"), the full date before ("3 Feb 2023").
public enum FileDate {
    /// `date` as the Modified column shows it, seen at `now` in `calendar`'s time zone; "—" when unknown.
    /// A date in the future (a clock set wrong) shows in full.
    public static func text(for date: Date?, now: Date = Date(), calendar: Calendar = .current) -> String {
        guard let date else { return "—" }
        let day = calendar.startOfDay(for: date)
        let today = calendar.startOfDay(for: now)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = months[(parts.month ?? 1) - 1]
        if date <= now || day == today {
            if day == today { return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0) }
            if let yesterday = calendar.date(byAdding: .day, value: -1, to: today), day == yesterday { return "Yesterday" }
            if parts.year == calendar.component(.year, from: now) { return "\(parts.day ?? 1) \(month)" }
        }
        return "\(parts.day ?? 1) \(month) \(parts.year ?? 0)"
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
