package conformance

func ipPolicies(env *Env) {}
