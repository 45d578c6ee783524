package yamldoc

import "fmt"

// docError is a mistake in a YAML document, at a line of it or in the
// whole of it.
type docError struct {
	file string // names the document in the message; "" for none
	line int    // from 1; 0 for the whole document
	msg  string
}

// Error says where the mistake is: "file:line: ...", "file: ...",
// "line N: ..." or the message alone.
func (e *docError) Error() string {
	switch {
	case e.file != "" && e.line > 0:
		return fmt.Sprintf("%s:%d: %s", e.file, e.line, e.msg)
	case e.file != "":
		return fmt.Sprintf("%s: %s", e.file, e.msg)
	case e.line > 0:
		return fmt.Sprintf("line %d: %s", e.line, e.msg)
	}
	return e.msg
}

// place names a line of the document file in a message: "at file:line",
// or "on line N" when the document has no name.
func place(file string, line int) string {
	if file != "" {
		return fmt.Sprintf("at %s:%d", file, line)
	}
	return fmt.Sprintf("on line %d", line)
}
