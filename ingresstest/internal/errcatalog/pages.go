package errcatalog

// pages holds the entries of the error reference's pages, by range of
// codes, in order.
var pages = [][]Entry{}
