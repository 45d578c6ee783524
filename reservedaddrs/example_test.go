package reservedaddrs_test

import (
	"context"
	"fmt"
	"log"
	"regexp"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reservedaddrs"
)

func Example() {
	srv := ingresstest.NewServer()
	defer srv.Close()
	ctx := context.Background()
	addrs := reservedaddrs.NewClient(srv.Client())

	// The service picks the host and port, in the region asked for.
	a, err := addrs.Create(ctx, &reservedaddrs.CreateParams{Description: new("ssh"), Region: new(reservedaddrs.RegionEU)})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(a.Region, a.Description, regexp.MustCompile(`^[0-9]\.tcp\.eu\.ngrok\.io:[0-9]+$`).MatchString(a.Addr))

	// A public TCP endpoint goes on the reserved address.
	ep, err := endpoints.NewClient(srv.Client()).Create(ctx, &endpoints.CreateParams{
		URL:           "tcp://" + a.Addr,
		TrafficPolicy: new(`{"on_tcp_connect":[{"actions":[{"type":"forward-internal","config":{"url":"tcp://ssh.internal:22"}}]}]}`),
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(ep.Proto, ep.TCPAddr.ID == a.ID)
	// Output:
	// eu ssh true
	// tcp true
}
