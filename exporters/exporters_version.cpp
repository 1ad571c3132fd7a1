// Placeholder translation unit until the exporters issue lands: the library target must exist so
// the CLI and studio can link it; it adds no behaviour.
namespace exporters {
int formatVersion() { return 1; }
}  // namespace exporters
