package filter

import (
	"container/list"
	"reflect"
	"sync"
)

// maxPrograms is how many compiled filters an Environment keeps, the
// refusals among them: 128. Each holds a checked expression of at most
// maxFilterSize characters; the least recently used goes first.
const maxPrograms = 128

// programKey names a compiled filter: the list it filters (its route),
// the type of the list's records, and the expression's text. What may be
// filtered differs by list, so the same text on two lists is two keys.
type programKey struct {
	list   string
	record reflect.Type
	src    string
}

// compiled is the outcome of compiling one filter: its program, or the
// refusal of its expression.
type compiled struct {
	key  programKey
	prog *program
	err  error
}

// programs keeps the latest maxPrograms compiled filters, so that a
// filter sent again, as a client paging through a list does, is not
// compiled again. It is safe for concurrent use; compiling happens
// outside its lock.
type programs struct {
	mu    sync.Mutex
	byKey map[programKey]*list.Element
	// order holds the *compiled, most recently used first.
	order list.List
}

// get returns the outcome kept for k, if any, and marks it used.
func (c *programs) get(k programKey) (*compiled, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.byKey[k]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*compiled), true
}

// put keeps out, unless an outcome for its key is kept already, which it
// returns instead; beyond maxPrograms the least recently used goes.
func (c *programs) put(out *compiled) *compiled {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.byKey[out.key]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*compiled)
	}
	if c.byKey == nil {
		c.byKey = make(map[programKey]*list.Element)
	}
	c.byKey[out.key] = c.order.PushFront(out)
	for c.order.Len() > maxPrograms {
		oldest := c.order.Back()
		delete(c.byKey, oldest.Value.(*compiled).key)
		c.order.Remove(oldest)
	}
	return out
}
