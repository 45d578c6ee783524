package ingresstest

// OperationIDs exposes the table of operation names to the tests of the
// package's public face.
var OperationIDs = operationIDs
