// The model (events, diagnostics, ID maps, mapping tables, sentences) and the JSON values a program
// hands in and gets back are part of this module's interface: `import GroupEvents` is all it takes.
@_exported import GroupEventsCore
@_exported import GroupEventsJSON
