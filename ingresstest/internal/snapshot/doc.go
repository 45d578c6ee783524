// Package snapshot owns the snapshot document of the fake: its format and
// version (Document, Read), one account's state (Account), copying an
// account's records by reference under its lock and encoding them after
// (Copy), staging a restored account in a new store that a commit then
// gives to the live one (Stage), the tables a snapshot names (Tables),
// the PEM encoding of the private keys it holds, and the rewriting of
// absolute URIs for a server at another URL (URIRewriter). The server's
// accounts, their lock order and the restore's all-or-nothing commit stay
// with ingresstest, which calls these.
//
// A document holds secrets (API key tokens, private keys): Document and
// Account print only what names them (see Format), never their contents.
package snapshot
