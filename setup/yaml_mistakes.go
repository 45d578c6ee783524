package setup

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"

	"go.yaml.in/yaml/v3"
)

// maxMistakes is how many mistakes of a description its error lists; the
// others are only counted, so that a hostile file cannot make a huge
// error.
const maxMistakes = 50

// converter converts the YAML tree of a description to the value
// encoding/json reads (see toJSON), collecting every mistake it finds on
// the way, so that one run reports them all.
type converter struct {
	// file is the name of the file, which each mistake names.
	file string
	// shown are the first maxMistakes mistakes, in the order of the
	// document.
	shown []error
	// more counts the mistakes after those.
	more int
}

// add records err, a mistake of the form nodeError gives, in the file.
func (c *converter) add(err error) {
	if len(c.shown) == maxMistakes {
		c.more++
		return
	}
	c.shown = append(c.shown, fmt.Errorf("%s:%w", c.file, err))
}

// unknownField records the key, at path, that is no field of its struct,
// whose fields are those of fieldTypes, with the field whose name is
// close, if one is. A mistake past maxMistakes, which is not shown, needs
// no suggestion.
func (c *converter) unknownField(key *yaml.Node, path string, fieldTypes map[string]reflect.Type) {
	suggestion := ""
	if len(c.shown) < maxMistakes {
		suggestion = didYouMean(key.Value, slices.Collect(maps.Keys(fieldTypes)))
	}
	c.add(nodeError(key, path, "unknown field%s", suggestion))
}

// err returns every mistake recorded, one a line in the order of the
// document, with a last line that counts those not shown; nil when there
// is none.
func (c *converter) err() error {
	if len(c.shown) == 0 {
		return nil
	}
	errs := c.shown
	if c.more > 0 {
		errs = append(slices.Clip(errs), fmt.Errorf("%s: and %d more mistakes, not shown", c.file, c.more))
	}
	return errors.Join(errs...)
}
