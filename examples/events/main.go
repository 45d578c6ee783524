// Command events subscribes to IP policy events, then creates and updates
// an IP policy and shows the events that the subscription delivers as they
// arrive.
//
//	go run ./examples/events
//
// With NGROK_API_KEY unset it runs against the embedded server of package
// ingresstest, which records what it delivers, so every event is shown.
// With NGROK_API_KEY set (and optionally NGROK_API_URL) it runs against the
// real API: the events go to the destination's real target, a Kinesis
// stream named by EVENTS_STREAM_ARN and written through the role named by
// EVENTS_ROLE_ARN, and the API offers no way to read them back, so none
// are shown. Either way it deletes what it created before it exits.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// Placeholder resource names for the embedded server, which sends
// nothing anywhere.
const (
	exampleStreamARN = "arn:aws:kinesis:us-east-1:123456789012:stream/ip-policy-audit"
	exampleRoleARN   = "arn:aws:iam::123456789012:role/ingress-events"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Stdout, os.Getenv(ingress.EnvAPIKey) != ""); err != nil {
		fmt.Fprintln(os.Stderr, "events:", err)
		os.Exit(1)
	}
}

// run subscribes, makes the changes and shows the deliveries, against the
// real API when realAPI is set or else against an embedded server.
func run(ctx context.Context, out io.Writer, realAPI bool) error {
	w := &watcher{out: out}
	var client *ingress.Client
	streamARN, roleARN := exampleStreamARN, exampleRoleARN
	if realAPI {
		c, err := ingress.NewClient(ingress.FromEnv())
		if err != nil {
			return err
		}
		client = c
		streamARN, roleARN = envOr("EVENTS_STREAM_ARN", streamARN), envOr("EVENTS_ROLE_ARN", roleARN)
		fmt.Fprintf(out, "Using the API at %s (%s is set).\n", c.BaseURL(), ingress.EnvAPIKey)
		fmt.Fprintf(out, "Events go to the Kinesis stream %s and cannot be read back through the API: none are shown below.\n\n", streamARN)
	} else {
		srv := ingresstest.NewServer()
		defer srv.Close()
		client = srv.Client()
		w.read = srv.Events
		fmt.Fprintf(out, "Using an embedded server at %s (%s is unset); it records the events it delivers.\n\n", srv.URL, ingress.EnvAPIKey)
	}

	var undo []func(context.Context) error
	err := demo(ctx, client, w, streamARN, roleARN, &undo)
	// Clean up even after a failure or an interrupt, newest first.
	cleanCtx := context.WithoutCancel(ctx)
	for i := len(undo) - 1; i >= 0; i-- {
		if uerr := undo[i](cleanCtx); uerr != nil && !ingress.IsNotFound(uerr) {
			err = errors.Join(err, uerr)
		}
	}
	return err
}

// demo creates a destination and a subscription to IP policy events, then
// creates and updates a policy, showing deliveries after each change. It
// appends to undo what deletes each resource it created.
func demo(ctx context.Context, client *ingress.Client, w *watcher, streamARN, roleARN string, undo *[]func(context.Context) error) error {
	ev := events.NewClient(client)
	dest, err := ev.Destinations.Create(ctx, &events.DestinationCreateParams{
		Format:      events.FormatJSON,
		Description: new("IP policy audit (examples/events)"),
		Target: events.Target{Kinesis: &events.Kinesis{
			Auth:      &events.AWSAuth{Role: &events.AWSRole{RoleARN: roleARN}},
			StreamARN: streamARN,
		}},
	})
	if err != nil {
		return fmt.Errorf("creating the destination: %w", err)
	}
	*undo = append(*undo, func(ctx context.Context) error { return ev.Destinations.Delete(ctx, dest.ID) })
	w.destinationID = dest.ID
	fmt.Fprintf(w.out, "created destination %s (Kinesis stream)\n", dest.ID)

	sub, err := ev.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{
		Description:    new("IP policy changes (examples/events)"),
		Sources:        []events.SourceParams{{Type: "ip_policy_created.v0"}, {Type: "ip_policy_updated.v0"}},
		DestinationIDs: []string{dest.ID},
	})
	if err != nil {
		return fmt.Errorf("creating the subscription: %w", err)
	}
	*undo = append(*undo, func(ctx context.Context) error { return ev.Subscriptions.Delete(ctx, sub.ID) })
	fmt.Fprintf(w.out, "subscribed %s to ip_policy_created.v0 and ip_policy_updated.v0\n\n", sub.ID)

	policies := ippolicies.NewClient(client).Policies
	policy, err := policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office network")})
	if err != nil {
		return fmt.Errorf("creating the IP policy: %w", err)
	}
	*undo = append(*undo, func(ctx context.Context) error { return policies.Delete(ctx, policy.ID) })
	fmt.Fprintf(w.out, "created IP policy %s\n", policy.ID)
	w.show()

	if _, err := policies.Update(ctx, policy.ID, &ippolicies.PolicyUpdateParams{Description: new("office and VPN")}); err != nil {
		return fmt.Errorf("updating the IP policy: %w", err)
	}
	fmt.Fprintf(w.out, "updated IP policy %s\n", policy.ID)
	w.show()
	return nil
}

// watcher shows the events delivered to a destination that it has not
// shown yet. read is nil against the real API, where deliveries cannot be
// read back.
type watcher struct {
	out           io.Writer
	read          func(destinationID string) []ingresstest.DeliveredEvent
	destinationID string
	shown         int
}

func (w *watcher) show() {
	if w.read == nil {
		fmt.Fprintln(w.out, "  (delivered to the real target; not readable here)")
		return
	}
	evs := w.read(w.destinationID)
	for _, e := range evs[w.shown:] {
		var obj struct {
			ID          string `json:"id"`
			Description string `json:"description"`
		}
		if err := json.Unmarshal(e.Object, &obj); err != nil {
			fmt.Fprintf(w.out, "  event %s: unreadable object: %v\n", e.EventType, err)
			continue
		}
		fmt.Fprintf(w.out, "  event %s at %s: policy %s is now %q\n", e.EventType, e.EventTimestamp.Format("15:04:05"), obj.ID, obj.Description)
	}
	w.shown = len(evs)
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}
