package serviceusers_test

import (
	"testing"

	"github.com/ingresskit/ingress/serviceusers"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/wire"
)

func TestServiceUsers(t *testing.T) { testkit.TestUsers(t, serviceusers.NewClient, wire.ServiceUsers) }
