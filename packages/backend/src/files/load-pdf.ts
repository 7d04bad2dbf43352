/**
 * jsPDF and its table plugin loaded at the first PDF (an invoice download, an insights export):
 * ~3 MB of heap that no other request needs, kept out of every process's start
 * (docs/decisions/0587).
 */
export async function loadPdf() {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  return { jsPDF, autoTable };
}
