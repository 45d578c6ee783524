package errcatalog

// pages holds the entries of the error reference's pages, by range of
// codes, in order.
var pages = [][]Entry{pages0, pages1000, pages2000, pages4000, pages7000, pages8000, pages18000}
