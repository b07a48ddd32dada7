import { Button } from '@mantine/core';
import type { Port } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconFileCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '@/api/use-can';
import { CircuitDocuments } from '@/components/circuit-documents';
import { LoaRequestModal } from './loa-request-modal';

/**
 * The documents tab of a port or LAG (spec 2): its documents, downloadable, and the request of a Letter of
 * Authorization (offered only to users who may create documents, the key the server checks).
 */
export function PortDocumentsTab({ port }: { port: Port }) {
  const [isRequesting, setIsRequesting] = useState(false);
  const canRequest = useCan(PERMISSIONS.DOCUMENT_CREATE);
  return (
    <>
      <CircuitDocuments
        objectType="port"
        circuitId={port.port_circuit_id}
        objectName={port.is_lag ? 'this LAG' : 'this port'}
        actions={
          canRequest && (
            <Button leftSection={<IconFileCertificate size={16} />} onClick={() => setIsRequesting(true)}>
              Request Letter of Authorization
            </Button>
          )
        }
      />
      <LoaRequestModal port={port} opened={isRequesting} onClose={() => setIsRequesting(false)} />
    </>
  );
}
