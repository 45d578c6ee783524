// Package filter owns the list filters of ingresstest: the CEL
// expressions of the filter query parameter, as the API's filtering
// reference documents them (https://ngrok.com/docs/api/api-filtering).
// It builds their environment (obj, time.now, the add and subtract
// methods of timestamps), compiles an expression for one record type,
// refusing what goes beyond the documented subset or beyond its cost
// limits, evaluates it on records (structs shown as the JSON objects the
// API sends), and scans a table's records for a page of matches at a
// bounded cost.
//
// It knows nothing of HTTP, of the server's store or of any family: a
// refused filter is an *Error, which ingresstest answers 400 with its
// CodeInvalidFilter and the error's message, and the records it reads are
// whatever the caller lists.
package filter
