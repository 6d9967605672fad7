import Testing

/// The suites a developer may leave out of a quick run, by what makes them
/// slow; `.slow` is on all of them:
/// `swift test --skip-build --disable-xctest --skip tag:slow`.
extension Tag {
    /// Any of those below.
    @Tag static var slow: Self
    /// Random input, many rounds.
    @Tag static var fuzz: Self
    /// Random sequences of commands checked against a model.
    @Tag static var property: Self
    /// A generated table compared with what its script makes now.
    @Tag static var generatorSync: Self
    /// Completion in real bash, zsh and fish.
    @Tag static var shells: Self
}
