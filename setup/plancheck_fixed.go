package setup

import (
	"fmt"

	"github.com/ingresskit/ingress/events"
)

// checkFixedFields records each change that the plan would send as an
// update although the API refuses it, for a field fixed at creation that
// the kind does not replace: a managed event destination described with
// a target of another kind (ERR_NGROK_5108). A destination is not
// replaced, since its subscriptions would keep the deleted one.
func (p *planner) checkFixedFields() {
	st, ok := p.read["event_destination"].(*state[events.Destination])
	if !ok {
		return
	}
	kinds := make(map[string]string, len(st.items))
	for _, it := range st.items {
		if it.managed {
			kinds[it.id.String()] = it.v.Target.Kind()
		}
	}
	for i, d := range p.want.EventDestinations {
		have, ok := kinds[d.Name]
		if want := d.Target.Kind(); ok && want != "" && want != have {
			p.problems.add(fmt.Sprintf("event_destinations[%d].target", i), "",
				fmt.Errorf("is a %s target where the destination has a %s one, and the API does not change a destination's kind of target (ERR_NGROK_5108): describe a destination of another name for it", want, have))
		}
	}
}
