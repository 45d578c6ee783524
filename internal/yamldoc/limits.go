package yamldoc

// MaxExpandedBytes is the most a YAML document may expand to, aliases
// followed, counting the bytes of every scalar and key plus one for each
// node: 16 MiB. An account description with hundreds of certificates
// stays well below it, and no document is converted, decoded or held
// expanded beyond it.
const MaxExpandedBytes = 16 << 20

// MaxExpansion is how many times its own size a YAML document may expand
// to, aliases followed: 10. A document that shares a few blocks through
// anchors stays far below it; one built to blow up, a few aliases of a
// large scalar or aliases nested in aliases, goes far above it. It keeps
// a request of the fake's 1 MiB body limit under 10 MiB expanded.
const MaxExpansion = 10

// ExpansionFloor is the expanded size that any document may reach
// whatever its own size: 64 KiB. A short document with an alias or two
// expands to many times its size and is harmless.
const ExpansionFloor = 64 << 10

// MaxNodes is the most nodes a YAML document may expand to, aliases
// followed: 1,000,000. A hand-written policy has a few hundred, a large
// exported account description a few hundred thousand.
const MaxNodes = 1_000_000
