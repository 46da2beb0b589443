import type { HelpTexts } from './help-codes.js';

/**
 * The help centre in Spanish, addressing the member as «usted» like every Spanish text of the
 * server; the places it names are called as the app's Spanish calls them.
 */
export const HELP_ES: HelpTexts = {
  help_recharge: {
    title: 'Cómo depositar',
    content:
      '<p>Abra <strong>Mi cuenta → Depósito</strong> y elija cómo quiere pagar:</p>' +
      '<ul><li><strong>Pago en línea</strong>: elija un canal de pago, introduzca el importe y complete el pago en la página que se abre. Su saldo se abona en cuanto se confirma el pago.</li>' +
      '<li><strong>Transferencia bancaria</strong>: transfiera el importe exacto a la cuenta indicada y después suba el comprobante de la transferencia con su nombre real. Un operador lo revisa y abona su saldo.</li>' +
      '<li><strong>USDT</strong>: envíe las monedas a la dirección indicada, por la red indicada, y después envíe el ID de la transacción (txid). Las monedas enviadas por otra red no se pueden recuperar.</li></ul>' +
      '<p>Solo puede haber un depósito pendiente de pago a la vez: complételo o cancélelo antes de empezar otro. Todos sus depósitos aparecen en <strong>Movimientos → Depósito</strong>.</p>',
  },
  help_withdraw: {
    title: 'Cómo retirar',
    content:
      '<p>Antes de su primer retiro, configure una <strong>contraseña de pago</strong> (4 dígitos) y vincule una tarjeta bancaria o una dirección USDT en <strong>Mi cuenta → Cuentas bancarias</strong>.</p>' +
      '<ol><li>Abra <strong>Mi cuenta → Retirar</strong> y elija la tarjeta o la dirección.</li><li>Introduzca el importe: antes de confirmar, la página muestra la comisión, los impuestos si los hay y el importe que recibirá.</li><li>Confirme con su contraseña de pago.</li></ol>' +
      '<p>El importe queda retenido de su saldo disponible hasta que un operador lo paga. Si se rechaza un retiro, el importe completo vuelve a su saldo y el motivo aparece en el historial de retiros. Los retiros nunca dependen de tareas, niveles ni nuevos depósitos.</p>',
  },
  help_contracts: {
    title: 'Los contratos y cómo se liquidan',
    content:
      '<p>Un contrato es una apuesta breve sobre la dirección de un precio. Elija una moneda, una duración y <strong>Sube</strong> o <strong>Baja</strong>, e introduzca el importe.</p>' +
      '<ul><li>El precio de compra es el tick de precio registrado en el segundo en que firma.</li><li>Al terminar la duración, el contrato se liquida con el tick registrado en ese segundo: si el precio se movió a su favor, recibe el pago que se le mostró antes de firmar; si no, pierde el importe.</li><li>Antes de comprometerse, la página muestra el pago y la tasa de acierto necesaria para no perder.</li></ul>' +
      '<p>Cada orden guarda su tick de compra y su tick de liquidación, para que pueda compararlos con el gráfico K en el <strong>Historial de apuestas</strong>. Ningún ajuste ni ninguna persona decide el resultado.</p>',
  },
  help_mining: {
    title: 'Máquinas de minería',
    content:
      '<p>Una máquina de minería rinde un porcentaje diario fijo sobre su precio durante su periodo de bloqueo. Abra <strong>Mercado → Minería</strong> para ver de cada máquina el rendimiento diario, los días de bloqueo, el precio y cuántas puede tener un mismo miembro.</p>' +
      '<ul><li>El precio se paga de su saldo disponible al comprarla.</li><li>Los ingresos se abonan una vez al día mientras la máquina funciona.</li><li>Al final del periodo de bloqueo, el precio vuelve a su saldo.</li></ul>' +
      '<p>Sus máquinas y sus ingresos aparecen en el <strong>Historial de minería</strong>.</p>',
  },
  help_interest: {
    title: 'La billetera de intereses',
    content:
      '<p>Pase dinero a la billetera de intereses para que rinda un interés diario. Abra <strong>Mi cuenta → Billetera de intereses</strong> y pulse <strong>Depositar</strong>; antes, la página muestra el mínimo, el interés diario y el periodo de permanencia.</p>' +
      '<ul><li>Se gana interés por cada día completo que el depósito permanece.</li><li>Si retira después del periodo de permanencia, recibe el depósito y todos sus intereses.</li><li>Retirar antes supone renunciar a los intereses y pagar una comisión de gestión: antes de confirmar, la página muestra exactamente lo que recibiría.</li></ul>',
  },
  help_tasks: {
    title: 'Tareas de pedidos de productos',
    content:
      '<p>Las tareas le permiten ganar una comisión aceptando pedidos de productos. Abra la página de tareas y pulse <strong>Tomar un pedido</strong> para recibir uno; después pulse <strong>Pagar</strong> para completarlo.</p>' +
      '<ul><li>Un pedido nunca cuesta más que su saldo disponible, y una tarea nunca le pide un depósito.</li><li>Al pagar un pedido, recupera en ese mismo momento su precio junto con la comisión.</li><li>La página de tareas muestra cuántas tareas puede hacer al día y cuánto hay que esperar entre dos pedidos.</li></ul>',
  },
};
