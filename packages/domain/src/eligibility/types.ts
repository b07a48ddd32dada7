/** spec 3 "Port": the port fields the eligibility and state rules read. */
export interface PortFacts {
  port_circuit_id?: string | null;
  pop?: string | null;
  provider?: string | null;
  network_provider?: string | null;
  state?: string | null;
  status?: string | null;
  admin_status?: string | null;
  operational_status?: string | null;
  provisioning_status?: string | null;
  is_cloud?: boolean | null;
  is_ptp?: boolean | null;
  is_cloud_router?: boolean | null;
  is_lag?: boolean | null;
  is_lag_member?: boolean | null;
  vc_mode?: string | null;
  customer_uuid?: string | null;
  disabled?: boolean | null;
}

/** spec 3 "Service": an interface of a virtual circuit. */
export interface VcInterfaceFacts {
  customer_uuid?: string | null;
  port_circuit_id?: string | null;
  provider?: string | null;
  is_cloud?: boolean | null;
  disabled?: boolean | null;
  provisioning_status?: string | null;
  admin_status?: string | null;
  operational_status?: string | null;
}

/** spec 3 "Service": the virtual circuit fields the eligibility rules read. */
export interface VcFacts {
  vc_circuit_id?: string | null;
  service_type?: string | null;
  service_class?: string | null;
  state?: string | null;
  customer_uuid?: string | null;
  interfaces?: readonly VcInterfaceFacts[] | null;
  bandwidth?: { speed?: number | null; burst_speed?: number | null; longhaul_type?: string | null } | null;
  flex_bandwidth_id?: string | null;
}
