package events_test

import (
	"context"
	"fmt"
	"log"

	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	ev := events.NewClient(srv.Client())

	// Send IP policy events to a Kinesis stream.
	dest, err := ev.Destinations.Create(ctx, &events.DestinationCreateParams{
		Format: events.FormatJSON,
		Target: events.Target{Kinesis: &events.Kinesis{
			Auth:      &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}},
			StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/audit",
		}},
	})
	if err != nil {
		log.Fatal(err)
	}
	_, err = ev.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{
		Description:    new("IP policy audit"),
		Sources:        []events.SourceParams{{Type: "ip_policy_created.v0"}, {Type: "ip_policy_updated.v0"}},
		DestinationIDs: []string{dest.ID},
	})
	if err != nil {
		log.Fatal(err)
	}

	policies := ippolicies.NewClient(srv.Client()).Policies
	p, err := policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	if err != nil {
		log.Fatal(err)
	}
	if _, err := policies.Update(ctx, p.ID, &ippolicies.PolicyUpdateParams{Description: new("office and VPN")}); err != nil {
		log.Fatal(err)
	}

	// ingresstest records what each destination received.
	for _, e := range srv.Events(dest.ID) {
		fmt.Println(e.EventType)
	}
	// Output:
	// ip_policy_created.v0
	// ip_policy_updated.v0
}

func ExampleSourceClient() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	ev := events.NewClient(srv.Client())

	sub, err := ev.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{
		Sources: []events.SourceParams{{Type: "ip_policy_created.v0"}},
	})
	if err != nil {
		log.Fatal(err)
	}
	if _, err := ev.Sources.Create(ctx, sub.ID, &events.SourceParams{Type: "ip_policy_deleted.v0"}); err != nil {
		log.Fatal(err)
	}
	if err := ev.Sources.Delete(ctx, sub.ID, "ip_policy_created.v0"); err != nil {
		log.Fatal(err)
	}
	sources, err := ev.Sources.List(ctx, sub.ID)
	if err != nil {
		log.Fatal(err)
	}
	for _, s := range sources {
		fmt.Println(s.Type)
	}
	// Output:
	// ip_policy_deleted.v0
}

// Secrets inside a target never show when a destination is printed or
// logged.
func ExampleDatadog() {
	dd := events.Datadog{APIKey: "0123456789abcdef", Service: "edge", DDSite: "datadoghq.eu"}
	fmt.Println(dd)
	// Output:
	// events.Datadog{APIKey: [REDACTED], DDTags: "", Service: "edge", DDSite: "datadoghq.eu"}
}
