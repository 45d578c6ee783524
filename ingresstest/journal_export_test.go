package ingresstest

import "github.com/ingresskit/ingress/ingresstest/internal/journal"

// OperationIDs exposes the table of operation names to the tests of the
// package's public face.
var OperationIDs = journal.OperationIDs
