import Foundation

extension NSRange {
    /// `NSRange(location: NSNotFound, length: 0)`: what the checker returns when there is nothing.
    public static let notFound = NSRange(location: NSNotFound, length: 0)

    /// This range as UTF-16 offsets inside a text of `count` units, never reaching outside it
    /// (and never overflowing for a location such as `NSNotFound`).
    func clamped(toUTF16Count count: Int) -> Range<Int> {
        let lower = Swift.min(Swift.max(location, 0), count)
        let (end, overflow) = location.addingReportingOverflow(Swift.max(length, 0))
        let upper = overflow ? count : Swift.min(Swift.max(end, lower), count)
        return lower..<upper
    }
}
