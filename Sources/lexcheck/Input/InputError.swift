struct InputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
