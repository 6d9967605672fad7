import Testing

/// The suites a developer may leave out of a quick run, by what makes them
/// slow; `.slow` is on all of them. `swift test` filters by name, not by
/// tag: `scripts/test --quick` leaves them out by the names it lists in
/// `quick_skip`, the one list of them, which a new slow suite joins.
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
    /// What only real processes show: many menuctl processes at once, a
    /// kill, another user's permissions, a terminal, a real shell or
    /// browser. Such tests sit in a nested suite named `RealProcesses`,
    /// which is how the quick run knows them.
    @Tag static var processes: Self
    /// Every case of a catalogue in turn, hundreds of them, each a menu
    /// another program broke; they sit in a nested suite named `EveryCase`,
    /// beside a quick test of the same catalogue.
    @Tag static var sweep: Self
}
